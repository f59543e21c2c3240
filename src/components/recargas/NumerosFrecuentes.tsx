import StarIcon from '@mui/icons-material/Star';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@domain/money';
import { formatNumero } from '@domain/recargas-base';
import type { NumeroFrecuente } from '@/lib/recargas/frecuentes';

/** "Doña Lupe · 55 1234 5678", or the number alone. */
export const nombreDeNumero = (n: Pick<NumeroFrecuente, 'numero' | 'nombre'>) =>
  n.nombre ? `${n.nombre} · ${formatNumero(n.numero)}` : formatNumero(n.numero);

/** "Telcel $100.00 · 5 recargas": what a repeat sale of it would be. */
export function ultimaDeNumero(n: NumeroFrecuente): string {
  if (!n.ultima) return 'Elija compañía y monto';
  const veces = n.veces > 1 ? ` · ${n.veces} recargas` : '';
  return `${n.ultima.operador} ${formatMoney(n.ultima.monto)}${veces}`;
}

/** The favourite's star's column. */
const ESTRELLA = 36;

interface Props {
  numeros: NumeroFrecuente[];
  /** What a tap does: open Recargas at Confirmar (a link), or start the sale on this screen. */
  elegir: { ruta: (n: NumeroFrecuente) => string } | { onClick: (n: NumeroFrecuente) => void };
  /** A button beside each (Recargas: save as favourite, rename, remove). */
  accion?: (n: NumeroFrecuente) => ReactNode;
  label: string;
}

/**
 * A shop's favourites and frequent numbers, each one tap from a repeat sale with its last carrier
 * and amount (Inicio and Recargas). The favourites carry a star and their name.
 */
export function NumerosFrecuentes({ numeros, elegir, accion, label }: Props) {
  return (
    <List aria-label={label} disablePadding>
      {numeros.map((n) => {
        const texto = `Recargar otra vez a ${nombreDeNumero(n)}: ${ultimaDeNumero(n)}`;
        const boton =
          'ruta' in elegir ? { component: RouterLink, to: elegir.ruta(n) } : { onClick: () => elegir.onClick(n) };
        return (
          <ListItem key={n.numero} disablePadding secondaryAction={accion?.(n)}>
            <ListItemButton {...boton} aria-label={texto} sx={{ minHeight: 56 }}>
              {n.nombre && (
                <ListItemIcon sx={{ minWidth: ESTRELLA }}>
                  <StarIcon color="warning" fontSize="small" />
                </ListItemIcon>
              )}
              {/* Without a star, its text starts where a favourite's does (`inset` is a wider 56 px). */}
              <ListItemText
                sx={n.nombre ? undefined : { pl: `${ESTRELLA}px` }}
                primary={nombreDeNumero(n)}
                secondary={ultimaDeNumero(n)}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
