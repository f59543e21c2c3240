import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';

/**
 * The element whose content may be wider than itself (a table's container), and whether it is:
 * measured when it mounts and whenever it or its content changes size.
 */
export function useDesborda<T extends HTMLElement>(): [(el: T | null) => void, boolean] {
  const [desborda, setDesborda] = useState(false);
  const ref = useCallback((el: T | null) => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const medir = () => setDesborda(el.scrollWidth > el.clientWidth + 1);
    const observador = new ResizeObserver(medir);
    observador.observe(el);
    if (el.firstElementChild) observador.observe(el.firstElementChild);
    medir();
    return () => observador.disconnect();
  }, []);
  return [ref, desborda];
}

/**
 * "Deslice la tabla…" above a table on a phone, said only when the table is wider than the
 * screen: its line stays (hidden) when it fits, so the table does not move when it is measured.
 */
export function AvisoDeslizar({ desborda }: { desborda: boolean }) {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: { xs: 'block', md: 'none' }, mb: 0.5, visibility: desborda ? 'visible' : 'hidden' }}
    >
      Deslice la tabla hacia la izquierda para ver todas sus columnas.
    </Typography>
  );
}
