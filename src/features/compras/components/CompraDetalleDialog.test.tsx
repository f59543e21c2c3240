import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MOTIVO_MAX } from '@domain/campos';
import type { CompraRespuesta } from '@domain/compras';
import type { Role } from '@domain/roles';
import { ApiError } from '@/lib/api/api-client';
import { getTheme } from '@/theme/theme';
import { aprobarCompra, rechazarCompra } from '../api/compras-api';
import type { CompraFila } from '../api/list-compras';
import { CompraDetalleDialog } from './CompraDetalleDialog';

vi.mock('@/lib/firebase', () => ({ auth: {} }));
vi.mock('@/lib/lecturas/use-mi-cliente', () => ({ useMiCliente: () => ({ cliente: null }) }));
vi.mock('../api/compras-api', async (original) => ({
  // The answer's reading stays the real one: a 409 naming a state is the "already changed" notice.
  estadoYaCambiado: (await original<typeof import('../api/compras-api')>()).estadoYaCambiado,
  aprobarCompra: vi.fn(),
  rechazarCompra: vi.fn(),
  recibirCompra: vi.fn(),
  cancelarCompra: vi.fn(),
}));

const compra: CompraFila = {
  id: 'compra-2',
  folio: 'C-000021',
  origen: 'cliente',
  clienteId: 'demo-cliente',
  contraparte: 'Recargas La Esquina',
  partidas: [
    { productoId: 'saldo', nombre: 'Saldo para recargas', tipo: 'saldo', cantidad: 1, precioUnitario: 100_000 },
  ],
  total: 100_000,
  estado: 'pendiente',
  metodoPago: 'transferencia',
  referencia: 'SPEI 123',
  historial: [],
  fecha: null,
};
const rechazada: CompraRespuesta = {
  id: compra.id,
  folio: compra.folio,
  origen: 'cliente',
  estado: 'rechazada',
  total: 100_000,
};

const ADMIN: Role = 'admin';
const onDone = vi.fn();
const onYaCambio = vi.fn();

beforeEach(() => {
  vi.mocked(aprobarCompra).mockReset();
  vi.mocked(rechazarCompra).mockReset();
  onDone.mockReset();
  onYaCambio.mockReset();
  render(
    <ThemeProvider theme={getTheme()}>
      <CompraDetalleDialog compra={compra} role={ADMIN} onClose={vi.fn()} onDone={onDone} onYaCambio={onYaCambio} />
    </ThemeProvider>,
  );
});

const boton = (name: string) => screen.getByRole('button', { name });
const motivo = () => screen.getByRole('textbox', { name: 'Motivo del rechazo' });

describe('an approval refused for a reference already used', () => {
  it('names the compra that used it, then offers Rechazar with that reason written in', async () => {
    // The server's words (functions/src/compras); e2e/compras-revision.spec.ts checks them as it answers.
    const razon = 'La referencia SPEI 123 ya se usó en la compra C-000007';
    vi.mocked(aprobarCompra).mockRejectedValue(new ApiError(409, razon));
    vi.mocked(rechazarCompra).mockResolvedValue(rechazada);
    await userEvent.click(boton('Aprobar'));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('La referencia SPEI 123 ya se usó en la compra C-000007');

    await userEvent.click(within(alerta).getByRole('button', { name: 'Rechazar' }));
    expect(motivo()).toHaveValue(razon);
    expect(rechazarCompra).not.toHaveBeenCalled();
    await userEvent.click(boton('Rechazar'));
    expect(rechazarCompra).toHaveBeenCalledWith(compra.id, razon);
    expect(onDone).toHaveBeenCalledWith(rechazada);
  });

  it('offers nothing more for another refusal', async () => {
    vi.mocked(aprobarCompra).mockRejectedValue(new ApiError(422, 'Stock insuficiente de Chip Telcel'));
    await userEvent.click(boton('Aprobar'));
    const alerta = await screen.findByRole('alert');
    expect(within(alerta).queryByRole('button')).toBeNull();
  });
});

describe('the reason of a rejection', () => {
  it('is refused under its field when it says nothing ("🙂"), and nothing is sent', async () => {
    await userEvent.click(boton('Rechazar'));
    await userEvent.type(motivo(), '🙂');
    await userEvent.click(boton('Rechazar'));
    expect(motivo()).toHaveAccessibleDescription('El motivo debe decir por qué, con al menos 3 letras o números');
    expect(motivo()).toHaveAttribute('aria-invalid', 'true');
    expect(rechazarCompra).not.toHaveBeenCalled();
  });

  it('is asked for under its field when left empty, and nothing is sent', async () => {
    await userEvent.click(boton('Rechazar'));
    expect(motivo()).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(boton('Rechazar'));
    expect(motivo()).toHaveAccessibleDescription('El motivo es obligatorio');
    expect(motivo()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rechazarCompra).not.toHaveBeenCalled();
  });

  it('is refused under its field when longer than the server takes, and nothing is sent', async () => {
    await userEvent.click(boton('Rechazar'));
    await userEvent.click(motivo());
    await userEvent.paste('x'.repeat(MOTIVO_MAX + 1));
    await userEvent.click(boton('Rechazar'));
    expect(motivo()).toHaveAccessibleDescription(`El motivo admite como máximo ${MOTIVO_MAX} caracteres`);
    expect(rechazarCompra).not.toHaveBeenCalled();
  });

  it('goes trimmed, once, and the answer is handed back', async () => {
    vi.mocked(rechazarCompra).mockResolvedValue(rechazada);
    await userEvent.click(boton('Rechazar'));
    await userEvent.type(motivo(), '  La transferencia no llegó ');
    await userEvent.click(boton('Rechazar'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(rechazada));
    expect(rechazarCompra).toHaveBeenCalledTimes(1);
    expect(rechazarCompra).toHaveBeenCalledWith(compra.id, 'La transferencia no llegó');
  });

  it('refused because the compra already changed: the server’s words in the banner, and the list is told', async () => {
    // The server's words (functions/src/compras/modelo.ts), with the state the compra is in.
    const yaAprobada = new ApiError(409, 'La compra C-000021 ya está aprobada', undefined, { estado: 'aprobada' });
    vi.mocked(rechazarCompra).mockRejectedValue(yaAprobada);
    await userEvent.click(boton('Rechazar'));
    await userEvent.type(motivo(), 'La transferencia no llegó');
    await userEvent.click(boton('Rechazar'));
    expect(await screen.findByRole('alert')).toHaveTextContent('La compra C-000021 ya está aprobada');
    expect(onYaCambio).toHaveBeenCalledWith('La compra C-000021 ya está aprobada');
    expect(motivo()).toHaveAttribute('aria-invalid', 'false');
    expect(onDone).not.toHaveBeenCalled();
  });
});
