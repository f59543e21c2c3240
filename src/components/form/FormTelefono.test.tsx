import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { expect, it, vi } from 'vitest';
import { z } from 'zod';
import { telefonoSchema } from '@domain/campos';
import { FormTelefono } from './FormTelefono';

const schema = z.object({ telefono: telefonoSchema });

function Formulario({ guardar }: { guardar: (datos: z.output<typeof schema>) => void }) {
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { telefono: '' } });
  return (
    <form onSubmit={handleSubmit(guardar)} noValidate>
      <FormTelefono control={control} name="telefono" />
      <button type="submit">Guardar</button>
    </form>
  );
}

it('keeps only the digits of a number typed or pasted as it is shown, and saves them', async () => {
  const guardar = vi.fn();
  render(<Formulario guardar={guardar} />);
  const campo = screen.getByRole('textbox', { name: 'Teléfono (10 dígitos)' });
  await userEvent.type(campo, '55 1542-9165');
  expect(campo).toHaveValue('5515429165');
  expect(campo).toHaveAttribute('inputmode', 'numeric');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  await vi.waitFor(() => expect(guardar).toHaveBeenCalled());
  expect(guardar.mock.calls[0][0]).toEqual({ telefono: '5515429165' });
});
