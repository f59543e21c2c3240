import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { SessionUser } from '../../../domain/usuarios';
import { MenuContent } from './MenuContent';

export const MENU_WIDTH = 240;
export const RAIL_WIDTH = 65;
export const MOBILE_MENU_WIDTH = 280;

interface DesktopMenuProps {
  user: SessionUser | null;
  collapsed: boolean;
  onToggle: () => void;
}

/** Desktop: a permanent menu on the right that collapses to a narrow rail. */
export function DesktopMenu({ user, collapsed, onToggle }: DesktopMenuProps) {
  const width = collapsed ? RAIL_WIDTH : MENU_WIDTH;
  return (
    <Drawer
      variant="permanent"
      anchor="right"
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: 'width 150ms ease' },
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
    </Drawer>
  );
}

interface MobileMenuProps {
  user: SessionUser | null;
  open: boolean;
  onClose: () => void;
}

/** Mobile: a temporary drawer of width 280, from the right. */
export function MobileMenu({ user, open, onClose }: MobileMenuProps) {
  return (
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
  );
}
