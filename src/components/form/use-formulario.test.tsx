import { zodResolver } from '@hookform/resolvers/zod';
import { ThemeProvider } from '@mui/material/styles';
import { render as renderSinTema, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api/api-client';
import { ErrorDeCampo } from '@/lib/db-errors';
import { getTheme } from '@/theme/theme';
import { FormDialog } from '../FormDialog';
import { FormText } from './FormText';
import { useFormulario, valoresIniciales } from './use-formulario';

vi.mock('@/lib/firebase', () => ({ auth: {} }));

const render = (ui: React.ReactElement) => renderSinTema(<ThemeProvider theme={getTheme()}>{ui}</ThemeProvider>);

const schema = z.object({ nombre: z.string().min(1, 'El nombre es obligatorio'), telefono: z.string() });
type Valores = z.infer<typeof schema>;

function Formulario({ guardar }: { guardar: (datos: Valores) => Promise<unknown> }) {
  const { control, dialogo } = useFormulario<Valores>({
    resolver: zodResolver(schema),
    defaultValues: valoresIniciales({ nombre: '', telefono: '' }, { nombre: 'Abarrotes Ñandú', telefono: 5512345678 }),
    guardar,
  });
  return (
    <FormDialog title="Proveedor" onClose={() => undefined} {...dialogo}>
      <FormText control={control} name="nombre" label="Nombre" />
      <FormText control={control} name="telefono" label="Teléfono" />
    </FormDialog>
  );
}

it('starts from the record, as text where the form holds text', () => {
  render(<Formulario guardar={async () => undefined} />);
  expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Abarrotes Ñandú');
  expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('5512345678');
});

it('a new record starts from the empty form', () => {
  expect(valoresIniciales({ nombre: '', comision: '0' }, null)).toEqual({ nombre: '', comision: '0' });
  expect(valoresIniciales({ nombre: '', comision: '0' }, { nombre: 'Zona sur', zona: 'x' })).toEqual({
    nombre: 'Zona sur',
    comision: '0',
  });
});

it('a refusal of one field shows under that field; the server’s shows above the form and clears on retry', async () => {
  const guardar = vi
    .fn<(datos: Valores) => Promise<unknown>>()
    .mockRejectedValueOnce(new ErrorDeCampo('nombre', 'Ya existe un proveedor con el nombre "Abarrotes Ñandú"'))
    .mockRejectedValueOnce(new ApiError(422, 'El cliente está inactivo'))
    .mockResolvedValueOnce(undefined);
  render(<Formulario guardar={guardar} />);
  const nombre = screen.getByRole('textbox', { name: 'Nombre' });

  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(nombre).toHaveAccessibleDescription('Ya existe un proveedor con el nombre "Abarrotes Ñandú"');
  expect(screen.queryByRole('alert')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('El cliente está inactivo');

  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(guardar).toHaveBeenCalledTimes(3);
  expect(guardar).toHaveBeenLastCalledWith({ nombre: 'Abarrotes Ñandú', telefono: '5512345678' });
  expect(screen.queryByRole('alert')).toBeNull();
});

it('a database error reads in Spanish, not as its code', async () => {
  const guardar = vi
    .fn()
    .mockRejectedValue(Object.assign(new Error('PERMISSION_DENIED: x'), { code: 'permission-denied' }));
  render(<Formulario guardar={guardar} />);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No tiene permiso para esta operación.');
});
