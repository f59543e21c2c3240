import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import { estadoCredito } from '@domain/credito-base';
import { diaNegocio } from '@domain/fechas';
import { formatMoney } from '@domain/money';
import { SelectFilter } from '@/components/filters';
import { lazyDialog } from '@/components/lazy-dialog';
import { columnaEstatus } from '@/components/lista/columnas-registro';
import { columnaFecha, columnaMonto, columnaTelefono } from '@/components/lista/columnas';
import { FiltrosDeRegistros } from '@/components/lista/FiltrosDeRegistros';
import { ListaDeRegistros } from '@/components/lista/ListaDeRegistros';
import { useFiltro } from '@/components/lista/use-lista';
import { useListaDeRegistros, type Recurso } from '@/components/lista/use-lista-de-registros';
import { cambiarEstatusCliente } from '../api/cambiar-estatus-cliente';
import type { ClientesFiltro } from '../api/clientes-query';
import { useClientes, type ClienteFila } from '../api/list-clientes';

const ClienteDialog = lazyDialog(() => import('./ClienteDialog').then((m) => m.ClienteDialog));
const CuentaDialog = lazyDialog(() => import('./CuentaDialog').then((m) => m.CuentaDialog));

const ORDEN_OPTIONS = [
  { value: 'nombre', label: 'Nombre (A–Z)' },
  { value: 'saldo', label: 'Saldo (mayor primero)' },
] as const;

const INICIAL: ClientesFiltro = { texto: '', estatus: '', orden: 'nombre' };

// Fits a 1366 px screen with the menu open (about 1,060 px for the table).
const COLUMNAS: GridColDef<ClienteFila>[] = [
  { field: 'nombre', headerName: 'Negocio', flex: 1, minWidth: 160 },
  { field: 'contacto', headerName: 'Contacto', width: 120 },
  columnaTelefono<ClienteFila>(),
  { field: 'correo', headerName: 'Correo', flex: 1, minWidth: 160 },
  {
    ...columnaMonto<ClienteFila>('saldo', 'Saldo', 120),
    // With a credit line, what it can still spend under the saldo; in red once its debt is past due.
    renderCell: ({ row, formattedValue }) => {
      const credito = estadoCredito(row.credito, diaNegocio(new Date()));
      if (!credito.limite && !credito.deuda) return formattedValue;
      return (
        <Stack sx={{ lineHeight: 1.3, justifyContent: 'center', height: '100%' }}>
          <span>{formattedValue}</span>
          <Typography variant="caption" color={credito.vencido ? 'error' : 'text.secondary'}>
            {credito.vencido ? 'Vencido' : 'Disp.'} {formatMoney(credito.vencido || credito.disponible)}
          </Typography>
        </Stack>
      );
    },
  },
  columnaEstatus<ClienteFila>(),
  columnaFecha<ClienteFila>('creadoEn', 'Alta', 120),
];

const RECURSO: Recurso = { etiqueta: 'Cliente', label: 'Clientes', icono: <AddBusinessIcon /> };

export default function ClientesPage() {
  const { consulta, campo, cambiar } = useFiltro(INICIAL);
  const data = useClientes(consulta);
  const [cuenta, setCuenta] = useState<ClienteFila | null>(null);
  const botonCuenta = useCallback(
    (row: ClienteFila) => (
      <Tooltip title="Cuenta y saldo">
        <IconButton aria-label={`Cuenta de ${row.nombre}`} onClick={() => setCuenta(row)}>
          <AccountBalanceWalletIcon />
        </IconButton>
      </Tooltip>
    ),
    [],
  );
  const lista = useListaDeRegistros(data, RECURSO, COLUMNAS, { width: 140, extra: botonCuenta, activar: 'Activar' });

  return (
    <ListaDeRegistros
      {...lista}
      filtros={
        <>
          <FiltrosDeRegistros buscar="Buscar por nombre, correo o teléfono" campo={campo} />
          <SelectFilter
            label="Ordenar por"
            value={consulta.orden}
            options={ORDEN_OPTIONS}
            onChange={(orden) => cambiar('orden', orden || 'nombre')}
            allLabel={null}
          />
        </>
      }
      formulario={(cliente, props) => <ClienteDialog cliente={cliente} {...props} />}
      estatus={{
        activar: 'Activar',
        aplicar: (cliente, estatus) => cambiarEstatusCliente(cliente.id, estatus),
        alDesactivar: 'y su acceso quedan desactivados; su sesión actual se cierra. Su saldo se conserva.',
        alReactivar: 'podrá volver a iniciar sesión.',
      }}
    >
      {cuenta && <CuentaDialog cliente={cuenta} onClose={() => setCuenta(null)} onChanged={data.reload} />}
    </ListaDeRegistros>
  );
}
