import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

/** A report's heading, with what goes beside it (its exports, a figure) on the right. */
export function Encabezado({ titulo, children }: { titulo: string; children?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="h6" component="h2">
        {titulo}
      </Typography>
      {children}
    </Stack>
  );
}

interface Pestanas<V extends string> {
  vistas: V[];
  etiquetas: Record<V, string>;
  vista: V;
  onVista: (vista: V) => void;
}

/**
 * Which view of a section is open, the first of `vistas` at first, and the tabs that choose it;
 * `alElegir` hears a choice before it renders.
 */
export function useVistas<V extends string>(etiquetas: Record<V, string>, vistas: V[], alElegir?: (vista: V) => void) {
  const [vista, setVista] = useState<V>(vistas[0]);
  const onVista = (next: V) => {
    alElegir?.(next);
    setVista(next);
  };
  const pestanas: Pestanas<V> = { vistas, etiquetas, vista, onVista };
  return { vista, pestanas };
}

interface SeccionConVistasProps<V extends string> {
  /** The section's accessible name (a region of the page). */
  nombre: string;
  /** The tab list's accessible name. */
  nombreVistas: string;
  pestanas: Pestanas<V>;
  children: ReactNode;
}

/** A section of Reportes: a card, named as a region, whose tabs choose what it shows. */
export function SeccionConVistas<V extends string>({
  nombre,
  nombreVistas,
  pestanas,
  children,
}: SeccionConVistasProps<V>) {
  const { vistas, etiquetas, vista, onVista } = pestanas;
  return (
    <Card variant="outlined" component="section" aria-label={nombre}>
      {/* On a phone the tabs do not all fit: arrows say there are more (MUI hides them on touch screens by default). */}
      <Tabs
        value={vista}
        onChange={(_, next: V) => onVista(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={nombreVistas}
      >
        {vistas.map((v) => (
          <Tab key={v} value={v} label={etiquetas[v]} />
        ))}
      </Tabs>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
