import StarBorderIcon from '@mui/icons-material/StarBorder';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { nombreDeNumero, NumerosFrecuentes } from '@/components/recargas/NumerosFrecuentes';
import type { NumeroFrecuente } from '@/lib/recargas/frecuentes';
import { useBuscarFavoritos } from '../api/buscar-favoritos';

interface Props {
  clienteId: string;
  frecuentes: NumeroFrecuente[] | null;
  error: string | null;
  onRepetir: (n: NumeroFrecuente) => void;
  onFavorito: (n: NumeroFrecuente) => void;
}

/**
 * Recargas' list of the shop's favourites and frequent numbers, one tap from Confirmar with the last
 * carrier and amount; the favourites searched by name or by any part of the number.
 */
export function Frecuentes({ clienteId, frecuentes, error, onRepetir, onFavorito }: Props) {
  const [texto, setTexto] = useState('');
  const { encontrados, error: errorBusqueda } = useBuscarFavoritos(clienteId, texto);
  const lista = encontrados ?? frecuentes ?? [];
  const estrella = (n: NumeroFrecuente) => (
    <IconButton
      edge="end"
      onClick={() => onFavorito(n)}
      aria-label={n.nombre ? `Editar favorito ${nombreDeNumero(n)}` : `Guardar ${nombreDeNumero(n)} como favorito`}
    >
      {n.nombre ? <EditIcon /> : <StarBorderIcon />}
    </IconButton>
  );
  return (
    <Stack spacing={1} component="section" aria-labelledby="frecuentes-titulo">
      <Typography variant="subtitle1" component="h3" id="frecuentes-titulo">
        Frecuentes y favoritos
      </Typography>
      <TextField
        size="small"
        label="Buscar favorito"
        helperText="Por nombre, o por 4 dígitos o más del número"
        value={texto}
        onChange={(event) => setTexto(event.target.value)}
        sx={{ maxWidth: 360 }}
      />
      {(error ?? errorBusqueda) && <Alert severity="error">{error ?? errorBusqueda}</Alert>}
      {encontrados && !encontrados.length && (
        <Typography color="text.secondary">Ningún favorito coincide con «{texto.trim()}».</Typography>
      )}
      {!encontrados && frecuentes && !frecuentes.length && (
        <Typography color="text.secondary">
          Aquí aparecerán los números que recarga seguido y los que guarde como favoritos.
        </Typography>
      )}
      <NumerosFrecuentes
        numeros={lista}
        label="Frecuentes y favoritos"
        elegir={{ onClick: onRepetir }}
        accion={estrella}
      />
    </Stack>
  );
}
