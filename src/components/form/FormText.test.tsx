import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { FormSelect } from './FormSelect';
import { FormText } from './FormText';

const schema = z.object({
  nombre: z.string().min(1, 'El nombre es obligatorio'),
  tipo: z.string().min(1, 'Elija el tipo'),
  telefono: z.string().regex(/^\d{10}$/, 'El teléfono debe tener 10 dígitos'),
});

function Formulario() {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { nombre: 'Tienda', tipo: '', telefono: '' },
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <FormText control={control} name="nombre" label="Nombre" />
      <FormSelect control={control} name="tipo" label="Tipo" options={[{ value: 'sim', label: 'SIM' }]} />
      <FormText control={control} name="telefono" label="Teléfono" />
      <button type="submit">Guardar</button>
    </form>
  );
}

it('a refused Guardar focuses the first invalid field, so a phone scrolls to it', async () => {
  render(<Formulario />);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Elija el tipo')).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'Tipo' }).closest('.MuiInputBase-root')).toContainElement(
    document.activeElement as HTMLElement,
  );
});
