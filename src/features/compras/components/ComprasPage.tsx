import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { releerListas } from '@/lib/carga/consultas';
import { useSearchParams } from 'react-router-dom';
import { ESTADO_COMPRA_LABELS, type CompraRespuesta, type OrigenCompra } from '@domain/compras';
import { lazyDialog } from '@/components/lazy-dialog';
import { useNotify } from '@/components/notify';
import { useDialogoAbierto } from '@/components/use-dialogo-abierto';
import { readSessionUser } from '@/lib/sesion/session-user';
import type { CompraFila } from '../api/list-compras';
import { ListaCompras } from './ListaCompras';

// The dialogs (their forms, schemas and the product picker) load when first opened; the
// reconciliation's with its CSV parser and .xlsx reader.
const ConciliarDialog = lazyDialog(() => import('../conciliacion/ConciliarDialog').then((m) => m.ConciliarDialog));
const CuentasDialog = lazyDialog(() => import('./CuentasDialog').then((m) => m.CuentasDialog));
const NuevaCompraDialog = lazyDialog(() => import('./NuevaCompraDialog').then((m) => m.NuevaCompraDialog));
const CompraDetalleDialog = lazyDialog(() => import('./CompraDetalleDialog').then((m) => m.CompraDetalleDialog));

/**
 * user: its own purchases and "Nueva compra". admin: client purchases (the pending queue first)
 * and supplier restocks, each with its detail and next steps.
 */
export default function ComprasPage() {
  const notify = useNotify();
  const stored = readSessionUser();
  const user = stored.status === 'ok' ? stored.user : null;
  const [tab, setTab] = useState<OrigenCompra>('cliente');
  // /compras?nueva=saldo (the low-saldo banner's "Comprar saldo") opens Nueva compra at once.
  const [params] = useSearchParams();
  const nueva = useDialogoAbierto(user?.role === 'user' && params.get('nueva') === 'saldo' ? true : undefined);
  const conciliar = useDialogoAbierto();
  const cuentas = useDialogoAbierto();
  const detalle = useDialogoAbierto<CompraFila>();
  if (!user) return null;
  const admin = user.role === 'admin';
  const origenNueva: OrigenCompra = admin ? 'proveedor' : 'cliente';

  const hecho = (compra: CompraRespuesta, verbo: string) => {
    notify(
      compra.yaEstaba
        ? `La compra ${compra.folio} ya estaba ${ESTADO_COMPRA_LABELS[compra.estado].toLowerCase()}`
        : `Compra ${compra.folio} ${verbo}`,
    );
    void releerListas('compras');
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
        {admin ? (
          <Tabs value={tab} onChange={(_, value: OrigenCompra) => setTab(value)} aria-label="Origen de las compras">
            <Tab value="cliente" label="De clientes" />
            <Tab value="proveedor" label="A proveedores" />
          </Tabs>
        ) : (
          <span />
        )}
        {admin && tab === 'cliente' && (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" startIcon={<AccountBalanceIcon />} onClick={() => conciliar.abrir(true)}>
              Conciliar depósitos
            </Button>
            <Button onClick={() => cuentas.abrir(true)}>Cuentas bancarias</Button>
          </Stack>
        )}
        {(!admin || tab === 'proveedor') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => nueva.abrir(true)}>
            {admin ? 'Nuevo reabasto' : 'Nueva compra'}
          </Button>
        )}
      </Stack>
      <ListaCompras
        key={admin ? tab : 'propias'}
        alcance={admin ? { origen: tab } : { clienteId: user.uid }}
        contraparte={admin ? (tab === 'cliente' ? 'Cliente' : 'Proveedor') : undefined}
        estadoInicial={admin && tab === 'cliente' ? 'pendiente' : ''}
        onAbrir={detalle.abrir}
      />
      {nueva.abierto && (
        <NuevaCompraDialog
          origen={origenNueva}
          onClose={nueva.cerrar}
          onDone={nueva.alTerminar((compra) =>
            hecho(
              compra,
              admin ? 'registrada: reciba el pedido cuando llegue' : 'enviada: el administrador la revisará',
            ),
          )}
        />
      )}
      {conciliar.abierto && <ConciliarDialog onClose={conciliar.cerrar} onDone={() => void releerListas('compras')} />}
      {cuentas.abierto && (
        <CuentasDialog
          onClose={cuentas.cerrar}
          onDone={() => {
            cuentas.cerrar();
            notify('Cuentas bancarias guardadas');
          }}
        />
      )}
      {detalle.abierto && (
        <CompraDetalleDialog
          compra={detalle.abierto}
          role={user.role}
          onClose={detalle.cerrar}
          onDone={detalle.alTerminar((compra) => hecho(compra, ESTADO_COMPRA_LABELS[compra.estado].toLowerCase()))}
          onYaCambio={(mensaje) => {
            detalle.cerrar();
            notify(mensaje, 'warning');
            void releerListas('compras');
          }}
        />
      )}
    </Stack>
  );
}
