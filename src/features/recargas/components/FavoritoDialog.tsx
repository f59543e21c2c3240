import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { favoritoSchema, FAVORITO_NOMBRE_MAX } from '@domain/numeros';
import { formatNumero } from '@domain/recargas';
import { FormDialog } from '@/components/FormDialog';
import type { DialogoDeEnvioProps } from '@/components/dialogo-props';
import { useCampoValidado } from '@/components/form/use-campo-texto';
import { useEnviar } from '@/components/form/use-enviar';
import { guardarFavorito, quitarFavorito } from '../api/favoritos';

interface Props extends DialogoDeEnvioProps<string> {
  numero: string;
  /** Its name when it is a favourite already: the dialog renames or removes it. */
  nombre?: string;
}

/** Saves a number among the shop's favourites with a name ("Doña Lupe"), renames it, or removes it. */
export default function FavoritoDialog({ numero, nombre, onClose, onDone }: Props) {
  const campo = useCampoValidado(favoritoSchema.shape.nombre, nombre ?? '');
  const { enviando, error, enviar } = useEnviar(onDone, 'No se pudo guardar el favorito.');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dato = campo.validar();
    if (dato !== undefined)
      void enviar(async () => (await guardarFavorito({ numero, nombre: dato }), `Guardado: ${dato}`));
  };
  return (
    <FormDialog
      title={nombre ? `Favorito ${formatNumero(numero)}` : `Guardar ${formatNumero(numero)} como favorito`}
      onClose={onClose}
      onSubmit={submit}
      submitting={enviando}
      error={error}
      maxWidth="xs"
    >
      <Typography>Un nombre para reconocerlo, por ejemplo «Doña Lupe».</Typography>
      <TextField
        label="Nombre"
        {...campo.campo}
        helperText={campo.error ?? ' '}
        required
        slotProps={{ htmlInput: { maxLength: FAVORITO_NOMBRE_MAX } }}
      />
      {nombre && (
        <Button
          color="error"
          variant="outlined"
          disabled={enviando}
          onClick={() => void enviar(async () => (await quitarFavorito(numero), `${nombre} ya no es favorito`))}
          sx={{ alignSelf: 'flex-start' }}
        >
          Quitar de favoritos
        </Button>
      )}
    </FormDialog>
  );
}
