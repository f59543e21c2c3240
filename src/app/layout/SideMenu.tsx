import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { Suspense, useState } from 'react';
import type { SessionUser } from '@domain/usuarios';
import { MenuContent } from './MenuContent';
import { lazyWithReload } from '@/lib/chunk-reload';

export const MENU_WIDTH = 240;
export const RAIL_WIDTH = 65;
export const MOBILE_MENU_WIDTH = 280;

interface DesktopMenuProps {
  user: SessionUser | null;
  collapsed: boolean;
  onToggle: () => void;
}

/**
 * Desktop: a permanent menu on the right that collapses to a narrow rail. A fixed panel rather
 * than MUI's permanent Drawer, which brings the modal, focus-trap and slide code that only the
 * phone's menu uses (Inicio's first visit is held to 300 kB gzip).
 */
export function DesktopMenu({ user, collapsed, onToggle }: DesktopMenuProps) {
  const width = collapsed ? RAIL_WIDTH : MENU_WIDTH;
  return (
    <Box sx={{ width, flexShrink: 0, transition: 'width 150ms ease' }}>
      <Paper
        component="aside"
        aria-label="Menú"
        square
        elevation={0}
        sx={{
          position: 'fixed',
          top: 0,
          right: 0,
          zIndex: 'drawer',
          width,
          height: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          overflowX: 'hidden',
          overflowY: 'auto',
          borderLeft: 1,
          borderColor: 'divider',
          transition: 'width 150ms ease',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-start', p: 0.5 }}>
          <IconButton
            onClick={onToggle}
            aria-label={collapsed ? 'Expandir menú' : 'Contraer menú'}
            aria-expanded={!collapsed}
          >
            {collapsed ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
        </Box>
        <MenuContent user={user} compact={collapsed} />
      </Paper>
    </Box>
  );
}

interface MobileMenuProps {
  user: SessionUser | null;
  open: boolean;
  onClose: () => void;
}

// The phone's drawer (modal, focus trap, slide) loads when the menu is first opened.
const Drawer = lazyWithReload(() => import('@mui/material/Drawer'));

/** Mobile: a temporary drawer of width 280, from the right. */
export function MobileMenu({ user, open, onClose }: MobileMenuProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Drawer
        variant="temporary"
        anchor="right"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: MOBILE_MENU_WIDTH }, 'aria-label': 'Menú' } }}
      >
        <MenuContent user={user} onNavigate={onClose} />
      </Drawer>
    </Suspense>
  );
}
