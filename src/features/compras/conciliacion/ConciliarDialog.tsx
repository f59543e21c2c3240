import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { claveReferencia } from '@domain/compras';
import { APLICABLES } from '@domain/conciliacion';
import { EstadoIlegible, sugerirMapeo, type Celda, type Mapeo } from '@domain/estado-bancario';
import { formatMoney } from '@domain/money';
import { ApiError } from '@/lib/api/api-client';
import { useCarga } from '@/lib/carga/use-carga';
import { guardarMapeo, leerCuentas, leerMapeos } from '../api/conciliacion-api';
import { aplicar, previsualizar, type Aplicacion, type Previa } from './importar';
import { leerEstado } from './leer-estado';
import { VistaPrevia } from './VistaPrevia';

const CAMPOS: [keyof Mapeo, string, boolean][] = [
  ['fecha', 'Columna de la fecha', true],
  ['concepto', 'Columna del concepto o referencia', true],
  ['abono', 'Columna del abono (depósitos)', true],
  ['referencia', 'Columna de la referencia bancaria', false],
];

const mensaje = (error: unknown) =>
  error instanceof EstadoIlegible || error instanceof ApiError ? error.message : 'No se pudo leer el archivo.';

interface Archivo {
  nombre: string;
  sha256: string;
  filas: Celda[][];
}

/**
 * Admin → Compras → Conciliar depósitos: a bank statement (CSV or .xlsx), its columns mapped once
 * per bank, a preview of what each line would do, then every matched line applied in one action.
 */
export function ConciliarDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const cuentas = useCarga('cuentas-bancarias', leerCuentas);
  const mapeos = useCarga('mapeos-banco', leerMapeos);
  const [banco, setBanco] = useState('');
  const [archivo, setArchivo] = useState<Archivo | null>(null);
  const [mapeo, setMapeo] = useState<Partial<Mapeo>>({});
  const [vista, setVista] = useState<Previa | null>(null);
  const [hecho, setHecho] = useState<Aplicacion | null>(null);
  const [trabajando, setTrabajando] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bancos = [...new Set((cuentas.data ?? []).map((c) => c.banco))];

  const paso = async (que: string, fn: () => Promise<void>) => {
    setError(null);
    setTrabajando(que);
    try {
      await fn();
    } catch (caught) {
      setError(mensaje(caught));
    } finally {
      setTrabajando(null);
    }
  };
  const elegirArchivo = (file: File | undefined) =>
    file &&
    paso('Leyendo el archivo…', async () => {
      setVista(null);
      const leido = await leerEstado(file);
      const encabezados = (leido.filas[0] ?? []).map((c) => String(c ?? '').trim());
      const recordado = mapeos.data?.[claveReferencia(banco)]?.columnas;
      const usable =
        recordado && [recordado.fecha, recordado.concepto, recordado.abono].every((h) => encabezados.includes(h));
      setMapeo(usable ? recordado : sugerirMapeo(encabezados));
      setArchivo({ nombre: file.name, sha256: leido.sha256, filas: leido.filas });
    });
  const verPrevia = () =>
    paso('Revisando las líneas…', async () => {
      if (!archivo) return;
      const completo = {
        fecha: mapeo.fecha ?? '',
        concepto: mapeo.concepto ?? '',
        abono: mapeo.abono ?? '',
        referencia: mapeo.referencia ?? '',
      };
      const resultado = await previsualizar(archivo.filas, completo);
      await guardarMapeo({ banco, columnas: completo });
      setVista(resultado);
    });
  const aplicables = vista?.resultados.filter((r) => APLICABLES.includes(r.categoria)) ?? [];
  const aplicarTodo = () =>
    vista &&
    archivo &&
    paso('Aplicando…', async () => {
      setHecho(
        await aplicar(vista, { nombre: archivo.nombre, sha256: archivo.sha256, banco }, (n) =>
          setTrabajando(`Aplicando… ${n} de ${aplicables.length}`),
        ),
      );
      onDone();
    });
  const encabezados = (archivo?.filas[0] ?? []).map((c) => String(c ?? '').trim()).filter(Boolean);

  return (
    <Dialog open onClose={trabajando ? undefined : onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth>
      <DialogTitle>Conciliar depósitos</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {trabajando && <LinearProgress aria-label={trabajando} />}
          {hecho ? (
            <Alert severity="success">
              {`${hecho.resumen.aplicadas} depósitos aplicados: ${formatMoney(hecho.resumen.total)} acreditados. `}
              {`${hecho.resultados.filter((r) => r.estado !== 'aplicada').length} quedan para revisar a mano.`}
            </Alert>
          ) : (
            <>
              <TextField
                select
                label="Banco del estado de cuenta"
                value={banco}
                onChange={(e) => setBanco(e.target.value)}
                disabled={Boolean(archivo)}
              >
                {bancos.map((b) => (
                  <MenuItem key={b} value={b}>
                    {b}
                  </MenuItem>
                ))}
              </TextField>
              {!bancos.length && cuentas.data && (
                <Alert severity="info">Registre primero las cuentas bancarias del negocio.</Alert>
              )}
              {banco && (
                <Button
                  component="label"
                  variant="outlined"
                  sx={{ alignSelf: 'flex-start' }}
                  disabled={Boolean(trabajando)}
                >
                  {archivo ? `Archivo: ${archivo.nombre}` : 'Elegir archivo (CSV o .xlsx)'}
                  <input
                    hidden
                    type="file"
                    accept=".csv,.txt,.xlsx"
                    aria-label="Archivo del estado de cuenta"
                    onChange={(e) => void elegirArchivo(e.target.files?.[0])}
                  />
                </Button>
              )}
              {archivo && !vista && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  {CAMPOS.map(([campo, etiqueta, requerido]) => (
                    <TextField
                      key={campo}
                      select
                      label={etiqueta}
                      required={requerido}
                      value={mapeo[campo] ?? ''}
                      onChange={(e) => setMapeo({ ...mapeo, [campo]: e.target.value })}
                      sx={{ flex: 1 }}
                    >
                      {!requerido && <MenuItem value="">(ninguna)</MenuItem>}
                      {encabezados.map((h) => (
                        <MenuItem key={h} value={h}>
                          {h}
                        </MenuItem>
                      ))}
                    </TextField>
                  ))}
                </Stack>
              )}
              {vista && (
                <>
                  <Typography>{`${vista.lineas.length} líneas; ${aplicables.length} se aplican.`}</Typography>
                  <VistaPrevia previa={vista} />
                </>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={Boolean(trabajando)}>
          {hecho ? 'Cerrar' : 'Cancelar'}
        </Button>
        {archivo && !vista && (
          <Button variant="contained" onClick={() => void verPrevia()} disabled={Boolean(trabajando)}>
            Vista previa
          </Button>
        )}
        {vista && !hecho && (
          <Button
            variant="contained"
            onClick={() => void aplicarTodo()}
            disabled={Boolean(trabajando) || !aplicables.length}
          >
            {`Aplicar ${aplicables.length} depósitos`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
