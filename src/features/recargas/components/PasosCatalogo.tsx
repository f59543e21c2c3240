import { CON_FALLAS } from '@domain/pasarelas-base';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatVigencia, partesPaquete, type ContenidoPaquete } from '@domain/catalogo';
import { formatPorcentaje } from '@domain/comisiones';
import { formatMoney } from '@domain/money';
import type { OpcionRecarga } from '../api/use-catalogo-recargas';

/**
 * A carrier or an amount to choose: a button drawn as a card. Its keyboard focus is a visible
 * outline (not the faint fill of MUI's cards), its chosen state a thick border and the pressed state
 * assistive technology reads.
 */
const Eleccion = styled(ButtonBase)(({ theme }) => {
  const paleta = (theme.vars ?? theme).palette;
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'center',
    gap: theme.spacing(0.25),
    minHeight: 64,
    padding: theme.spacing(1.25, 1.5),
    textAlign: 'left',
    borderRadius: theme.shape.borderRadius,
    border: `2px solid ${paleta.divider}`,
    backgroundColor: paleta.background.paper,
    '&[aria-pressed="true"]': { borderColor: paleta.primary.main, boxShadow: `inset 0 0 0 1px ${paleta.primary.main}` },
    '&.Mui-focusVisible': { outline: `3px solid ${paleta.primary.main}`, outlineOffset: 2 },
    '&:hover': { borderColor: paleta.primary.light },
  };
});

const Rejilla = ({ children, minimo }: { children: ReactNode; minimo: number }) => (
  <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: `repeat(auto-fill, minmax(${minimo}px, 1fr))` }}>
    {children}
  </Box>
);

export interface EstadoOperadores {
  pausas: Record<string, string>;
  conFallas: string[];
}

const SIN_ESTADOS: EstadoOperadores = { pausas: {}, conFallas: [] };

/** Step Compañía: the carriers that sell recargas or paquetes, the one found for the number marked. */
export function PasoCompania({
  operadores,
  value,
  sugerido,
  estados = SIN_ESTADOS,
  onSelect,
}: {
  operadores: string[];
  value: string;
  sugerido: string | null;
  /** Carriers the admin paused (not sellable, with the reason) and those failing now (still sellable). */
  estados?: EstadoOperadores;
  onSelect: (operador: string) => void;
}) {
  if (!operadores.length) {
    return <Typography>No hay recargas disponibles por ahora. Consulte al administrador.</Typography>;
  }
  return (
    <Rejilla minimo={140}>
      {operadores.map((operador) => (
        <Eleccion
          key={operador}
          aria-pressed={operador === value}
          aria-label={operador === sugerido ? `${operador} (la de este número)` : operador}
          disabled={Object.hasOwn(estados.pausas, operador)}
          onClick={() => onSelect(operador)}
        >
          <Typography variant="h6" component="span">
            {operador}
          </Typography>
          {operador === sugerido && (
            <Typography variant="body2" component="span" color="text.secondary">
              La de este número
            </Typography>
          )}
          {Object.hasOwn(estados.pausas, operador) ? (
            <Typography variant="body2" component="span" color="error">
              {`En pausa: ${estados.pausas[operador]}`}
            </Typography>
          ) : (
            estados.conFallas.includes(operador) && (
              <Typography variant="body2" component="span" color="text.secondary">
                {`⚠ ${CON_FALLAS}`}
              </Typography>
            )
          )}
        </Eleccion>
      ))}
    </Rejilla>
  );
}

const precioYComision = (opcion: OpcionRecarga) =>
  `usted paga ${formatMoney(opcion.precio)}, comisión ${formatMoney(opcion.comision)}`;

/** What a paquete includes and for how long, in one line. */
export const descripcionPaquete = (paquete: ContenidoPaquete) =>
  [...partesPaquete(paquete), ...(paquete.vigenciaDias ? [formatVigencia(paquete.vigenciaDias)] : [])].join(' · ');

function Monto({ opcion, elegida, onSelect }: { opcion: OpcionRecarga; elegida: boolean; onSelect: () => void }) {
  const paquete = opcion.tipo === 'paquete';
  const nombre = paquete
    ? `Paquete ${opcion.nombre} de ${formatMoney(opcion.monto)}`
    : `Recarga de ${formatMoney(opcion.monto)}`;
  return (
    <Eleccion aria-pressed={elegida} aria-label={`${nombre}, ${precioYComision(opcion)}`} onClick={onSelect}>
      <Typography variant="h6" component="span">
        {formatMoney(opcion.monto)}
      </Typography>
      {paquete && (
        <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
          {descripcionPaquete(opcion)}
        </Typography>
      )}
      <Typography variant="body2" component="span">
        Usted paga {formatMoney(opcion.precio)}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary">
        Comisión {formatPorcentaje(opcion.porcentaje)}: {formatMoney(opcion.comision)}
        {!paquete && opcion.vigenciaDias ? ` · ${formatVigencia(opcion.vigenciaDias)}` : ''}
      </Typography>
    </Eleccion>
  );
}

/** Step Monto: the carrier's recargas, then its paquetes, each with what the client pays and earns. */
export function PasoMonto({
  operador,
  opciones,
  value,
  onSelect,
  onCambiarOperador,
}: {
  operador: string;
  opciones: OpcionRecarga[];
  value: string;
  onSelect: (opcion: OpcionRecarga) => void;
  onCambiarOperador: () => void;
}) {
  const grupos = [
    { titulo: 'Recargas', lista: opciones.filter((o) => o.tipo === 'recarga'), minimo: 140 },
    { titulo: 'Paquetes', lista: opciones.filter((o) => o.tipo === 'paquete'), minimo: 200 },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography>
          Compañía: <strong>{operador}</strong>
        </Typography>
        <Button size="small" onClick={onCambiarOperador}>
          Cambiar compañía
        </Button>
      </Stack>
      {!opciones.length && <Typography>{operador} no tiene recargas disponibles. Elija otra compañía.</Typography>}
      {grupos
        .filter((g) => g.lista.length)
        .map((grupo) => (
          <Stack key={grupo.titulo} spacing={1} component="section" aria-label={`${grupo.titulo} de ${operador}`}>
            <Typography variant="subtitle1" component="h3">
              {grupo.titulo}
            </Typography>
            <Rejilla minimo={grupo.minimo}>
              {grupo.lista.map((opcion) => (
                <Monto
                  key={opcion.productoId}
                  opcion={opcion}
                  elegida={opcion.productoId === value}
                  onSelect={() => onSelect(opcion)}
                />
              ))}
            </Rejilla>
          </Stack>
        ))}
    </Stack>
  );
}
