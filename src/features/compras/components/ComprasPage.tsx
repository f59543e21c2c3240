import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useState } from 'react';
import { ESTADO_COMPRA_LABELS, type CompraRespuesta, type OrigenCompra } from '../../../../domain/compras';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useNotify } from '../../../components/notify';
import { readSessionUser } from '../../../lib/session-user';
import type { CompraFila } from '../api/list-compras';
import { ListaCompras } from './ListaCompras';

// The dialogs (their forms, schemas and the product picker) load when first opened.
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
  const [nueva, setNueva] = useState(false);
  const [abierta, setAbierta] = useState<CompraFila | null>(null);
  const [version, setVersion] = useState(0);
  const abrir = useCallback((compra: CompraFila) => setAbierta(compra), []);
  if (!user) return null;
  const admin = user.role === 'admin';
  const origenNueva: OrigenCompra = admin ? 'proveedor' : 'cliente';

  const hecho = (compra: CompraRespuesta, verbo: string) => {
    notify(
      compra.yaEstaba
        ? `La compra ${compra.folio} ya estaba ${ESTADO_COMPRA_LABELS[compra.estado].toLowerCase()}`
        : `Compra ${compra.folio} ${verbo}`,
    );
    setVersion((v) => v + 1);
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
        {(!admin || tab === 'proveedor') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNueva(true)}>
            {admin ? 'Nuevo reabasto' : 'Nueva compra'}
          </Button>
        )}
      </Stack>
      <ListaCompras
        key={admin ? tab : 'propias'}
        alcance={admin ? { origen: tab } : { clienteId: user.uid }}
        contraparte={admin ? (tab === 'cliente' ? 'Cliente' : 'Proveedor') : undefined}
        estadoInicial={admin && tab === 'cliente' ? 'pendiente' : ''}
        version={version}
        onAbrir={abrir}
      />
      {nueva && (
        <NuevaCompraDialog
          origen={origenNueva}
          onClose={() => setNueva(false)}
          onDone={(compra) => {
            setNueva(false);
            hecho(
              compra,
              admin ? 'registrada: reciba el pedido cuando llegue' : 'enviada: el administrador la revisará',
            );
          }}
        />
      )}
      {abierta && (
        <CompraDetalleDialog
          compra={abierta}
          role={user.role}
          onClose={() => setAbierta(null)}
          onDone={(compra) => {
            setAbierta(null);
            hecho(compra, ESTADO_COMPRA_LABELS[compra.estado].toLowerCase());
          }}
        />
      )}
    </Stack>
  );
}
