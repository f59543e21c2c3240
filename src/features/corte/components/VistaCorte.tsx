import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { comisionCubeta, textoDiferencia, type Corte } from '@domain/corte';
import { formatMoney } from '@domain/money';
import { TablaDatos } from '@/components/TablaDatos';
import { lazyDialog } from '@/components/lazy-dialog';
import { useNotify } from '@/components/notify';
import { exportarTabla } from '@/lib/exportar/exportar';
import { COLUMNAS_CORTE, filasCorte, textoCorte, type Caja } from '../api/lineas-corte';
import type { DistribuidoresDelCorte } from '../api/use-corte';
import { TablaCorte } from './TablaCorte';

const ImprimirCorteDialog = lazyDialog(() => import('./ImprimirCorteDialog').then((m) => m.default));

/** A corte as a screen shows, prints, shares and exports it. */
export interface CorteParaMostrar {
  /** "Turno actual", "Corte del 23/11/26", "Turno 4": its heading and the printout's. */
  titulo: string;
  /** The file names of its exports. */
  archivo: string;
  tienda: string;
  corte: Corte;
  distribuidores: DistribuidoresDelCorte;
  /** A closed shift's cash. */
  caja?: Caja;
}

/**
 * A corte: what customers paid (the cash that should be in the drawer), what the shop's saldo paid
 * and its commission; by carrier, and by seller with what each earned; fallidas and revertidas
 * apart (their money came back). Printable at 58/80 mm, shareable as text, exportable to CSV and
 * Excel. `accion` is the screen's own button (Cerrar turno).
 */
export function VistaCorte({ datos, accion }: { datos: CorteParaMostrar; accion?: ReactNode }) {
  const notify = useNotify();
  const [imprimir, setImprimir] = useState(false);
  const { corte, caja } = datos;
  const t = corte.total;
  const filas = filasCorte(corte, datos.distribuidores);
  const resumen: [string, string][] = [
    ['Recargas exitosas', String(t.exitosas)],
    ['Pagado de su saldo', formatMoney(t.precio)],
    ['Su comisión (cobrado menos pagado)', formatMoney(comisionCubeta(t))],
    ['Fallidas: reembolsadas, no son ventas', `${t.fallidas} · ${formatMoney(t.montoFallidas)}`],
    ['Revertidas: reembolsadas, no son ventas', `${t.revertidas} · ${formatMoney(t.montoRevertidas)}`],
    ...(t.pendientes ? [['En verificación', String(t.pendientes)] as [string, string]] : []),
  ];
  const texto = () => textoCorte(datos.titulo, datos.tienda, corte, datos.distribuidores, caja);
  const exportar = async (formato: 'csv' | 'xlsx') => {
    try {
      await exportarTabla(formato, datos.archivo, 'Corte de caja', COLUMNAS_CORTE, filas);
    } catch {
      notify('No se pudo preparar el archivo. Revise su conexión e intente de nuevo.', 'error');
    }
  };
  const compartir = () =>
    typeof navigator.share === 'function'
      ? // Closing the share sheet without choosing rejects with AbortError: nothing to report.
        navigator.share({ title: datos.titulo, text: texto() }).catch(() => undefined)
      : navigator.clipboard
          .writeText(texto())
          .then(() => notify('El corte se copió: péguelo donde quiera enviarlo.'))
          .catch(() => notify('No se pudo copiar el corte.', 'error'));
  return (
    <Stack spacing={2} component="section" aria-label={datos.titulo}>
      <div>
        <Typography color="text.secondary">Cobrado a clientes: el efectivo que debe haber en caja</Typography>
        <Typography variant="h4" component="p" data-testid="Cobrado a clientes">
          {formatMoney(t.monto)}
        </Typography>
      </div>
      <TablaDatos label={`Resumen: ${datos.titulo}`} filas={resumen} />
      {caja && (
        <Typography data-testid="caja">
          Efectivo esperado {formatMoney(caja.esperado)} · contado {formatMoney(caja.contado)} ·{' '}
          <strong>{textoDiferencia(caja.diferencia)}</strong>
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {accion}
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setImprimir(true)}>
          Imprimir
        </Button>
        <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void compartir()}>
          Compartir
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => void exportar('csv')}>
          Exportar CSV
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => void exportar('xlsx')}>
          Exportar Excel
        </Button>
      </Stack>
      {t.exitosas + t.fallidas + t.revertidas + t.pendientes === 0 ? (
        <Typography color="text.secondary">Sin recargas en este periodo.</Typography>
      ) : (
        <>
          <TablaCorte titulo="Por compañía" filas={filas.filter((f) => f.grupo === 'Compañía')} />
          <TablaCorte titulo="Por distribuidor" filas={filas.filter((f) => f.grupo === 'Distribuidor')} />
        </>
      )}
      {imprimir && <ImprimirCorteDialog datos={datos} onClose={() => setImprimir(false)} />}
    </Stack>
  );
}
