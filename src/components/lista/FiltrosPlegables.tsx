import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';

/** How many of a filter's values narrow the list: every one that is set (not '' or null). */
export const filtrosActivos = (filtro: object) =>
  Object.values(filtro).filter((valor) => valor !== '' && valor !== null && valor !== undefined).length;

/**
 * A list's filters on a phone: folded behind "Filtros (n)", n the active ones, so the list is on the
 * first screen; open, they stack under the button. They stay mounted while folded, so a picker's
 * choice is kept. On a wider screen they show as they are.
 */
export function FiltrosPlegables({ activos, children }: { activos: number; children: ReactNode }) {
  const telefono = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [abiertos, setAbiertos] = useState(false);
  const id = useId();
  if (!telefono) return <>{children}</>;
  return (
    <Stack spacing={abiertos ? 2 : 0}>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        endIcon={abiertos ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        aria-expanded={abiertos}
        aria-controls={id}
        onClick={() => setAbiertos((abierto) => !abierto)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Filtros{activos ? ` (${activos})` : ''}
      </Button>
      <Collapse in={abiertos} id={id}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </Collapse>
    </Stack>
  );
}
