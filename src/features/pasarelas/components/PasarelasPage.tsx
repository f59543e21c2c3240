import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { formatMoney } from '@domain/money';
import { RUTA_PREDETERMINADA, VENTANA_SALUD_MIN } from '@domain/pasarelas-base';
import { ErrorConReintentar } from '@/components/ErrorConReintentar';
import { useNotify } from '@/components/notify';
import { useCarga } from '@/lib/carga/use-carga';
import { useOperadores } from '@/lib/lecturas/use-operadores';
import { guardarPasarela, leerEstadoPasarelas, type PasarelaFila } from '../api/pasarelas-api';
import { FondeoDialog, PasarelaDialog, PausaDialog, RutaDialog } from './PasarelaDialogs';
import { SaludCompanias } from '@/components/pasarelas/SaludCompanias';

type Abierto =
  | { tipo: 'fondeo' | 'editar'; pasarela: PasarelaFila }
  | { tipo: 'ruta'; operador: string }
  | { tipo: 'pausa'; operador: string; pausada: boolean }
  | null;

function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {titulo}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Pasarelas (admin only): our float with each aggregator beside what the provider reports,
 * fondeos, each carrier's route and pause, and the carriers' health of the last minutes. Every
 * change goes through the API, which checks it and logs it.
 */
export default function PasarelasPage() {
  const notify = useNotify();
  const carga = useCarga('pasarelas', leerEstadoPasarelas);
  const operadores = useOperadores();
  const [abierto, setAbierto] = useState<Abierto>(null);
  const hecho = (mensaje: string) => () => {
    setAbierto(null);
    notify(mensaje, 'success');
    carga.reload();
  };
  const estado = carga.data;

  const alternar = async (p: PasarelaFila) => {
    try {
      await guardarPasarela({
        id: p.id,
        nombre: p.nombre,
        implementacion: p.implementacion,
        activa: !p.activa,
        umbralSaldo: p.umbralSaldo,
        costos: p.costos,
      });
      notify(`${p.nombre} ${p.activa ? 'desactivada' : 'activada'}`, 'success');
      carga.reload();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'No se pudo cambiar la pasarela', 'error');
    }
  };

  if (carga.error) return <ErrorConReintentar mensaje={carga.error} onReintentar={carga.reload} />;
  if (!estado) return <Skeleton variant="rounded" height={320} />;
  const nombre = (id: string) => estado.pasarelas.find((p) => p.id === id)?.nombre ?? id;
  const filasRuta = [RUTA_PREDETERMINADA, ...operadores.lista];

  return (
    <Stack spacing={3}>
      {estado.pasarelas
        .filter((p) => p.saldoBajo)
        .map((p) => (
          <Alert key={p.id} severity="warning" role="status">
            {`Saldo bajo con ${p.nombre}: ${formatMoney(p.nuestro.saldo)}, menos que su mínimo de ${formatMoney(p.umbralSaldo)}. Registre un fondeo.`}
          </Alert>
        ))}
      <Seccion titulo="Saldo con cada pasarela">
        <TableContainer>
          <Table size="small" aria-label="Saldo con cada pasarela">
            <TableHead>
              <TableRow>
                <TableCell>Pasarela</TableCell>
                <TableCell align="right">Nuestro saldo</TableCell>
                <TableCell align="right">Según el proveedor</TableCell>
                <TableCell align="right">Diferencia</TableCell>
                <TableCell align="right">En camino</TableCell>
                <TableCell>Acciones</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {estado.pasarelas.map((p) => (
                <TableRow key={p.id}>
                  <TableCell component="th" scope="row">
                    {p.nombre}
                    <Typography variant="body2" color={p.activa ? 'text.secondary' : 'error'}>
                      {p.activa ? 'Activa' : 'Desactivada'}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{formatMoney(p.nuestro.saldo)}</TableCell>
                  <TableCell align="right">{p.proveedor === null ? '—' : formatMoney(p.proveedor)}</TableCell>
                  <TableCell align="right" sx={p.diferencia ? { color: 'error.main', fontWeight: 700 } : undefined}>
                    {p.diferencia === null ? '—' : formatMoney(p.diferencia)}
                  </TableCell>
                  <TableCell align="right">{formatMoney(p.nuestro.reservado)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      <Button size="small" onClick={() => setAbierto({ tipo: 'fondeo', pasarela: p })}>
                        Fondear
                      </Button>
                      <Button size="small" onClick={() => setAbierto({ tipo: 'editar', pasarela: p })}>
                        Editar
                      </Button>
                      <Button size="small" color={p.activa ? 'error' : 'primary'} onClick={() => void alternar(p)}>
                        {p.activa ? 'Desactivar' : 'Activar'}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Seccion>
      <Seccion titulo="Rutas por compañía">
        <TableContainer>
          <Table size="small" aria-label="Rutas por compañía">
            <TableHead>
              <TableRow>
                <TableCell>Compañía</TableCell>
                <TableCell>Pasarelas, en orden</TableCell>
                <TableCell>Acciones</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {filasRuta.map((op) => {
                const propia = Object.hasOwn(estado.rutas, op);
                const ruta = propia ? estado.rutas[op] : (estado.rutas[RUTA_PREDETERMINADA] ?? []);
                const pausa = Object.hasOwn(estado.pausas, op) ? estado.pausas[op] : null;
                const predeterminada = op === RUTA_PREDETERMINADA;
                return (
                  <TableRow key={op}>
                    <TableCell component="th" scope="row">
                      {predeterminada ? 'Las demás compañías' : op}
                      {pausa !== null && <Typography variant="body2" color="error">{`En pausa: ${pausa}`}</Typography>}
                    </TableCell>
                    <TableCell>
                      {ruta.map(nombre).join(' → ') || 'Ninguna'}
                      {!propia && !predeterminada && (
                        <Typography variant="body2" color="text.secondary">
                          la de las demás
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        <Button
                          size="small"
                          aria-label={`Editar la ruta de ${predeterminada ? 'las demás compañías' : op}`}
                          onClick={() => setAbierto({ tipo: 'ruta', operador: op })}
                        >
                          Editar ruta
                        </Button>
                        {!predeterminada && (
                          <Button
                            size="small"
                            color={pausa === null ? 'error' : 'primary'}
                            aria-label={`${pausa === null ? 'Pausar' : 'Reanudar'} ${op}`}
                            onClick={() => setAbierto({ tipo: 'pausa', operador: op, pausada: pausa !== null })}
                          >
                            {pausa === null ? 'Pausar' : 'Reanudar'}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Seccion>
      <Seccion titulo={`Salud de las compañías (últimos ${VENTANA_SALUD_MIN} minutos)`}>
        <TableContainer>
          <SaludCompanias estado={estado} />
        </TableContainer>
      </Seccion>
      {abierto?.tipo === 'fondeo' && (
        <FondeoDialog
          pasarela={abierto.pasarela}
          onClose={() => setAbierto(null)}
          onDone={hecho(`Fondeo registrado en ${abierto.pasarela.nombre}`)}
        />
      )}
      {abierto?.tipo === 'editar' && (
        <PasarelaDialog
          pasarela={abierto.pasarela}
          onClose={() => setAbierto(null)}
          onDone={hecho(`${abierto.pasarela.nombre} guardada`)}
        />
      )}
      {abierto?.tipo === 'ruta' && (
        <RutaDialog
          operador={abierto.operador}
          ruta={estado.rutas[abierto.operador] ?? estado.rutas[RUTA_PREDETERMINADA] ?? []}
          pasarelas={estado.pasarelas}
          onClose={() => setAbierto(null)}
          onDone={hecho('Ruta guardada')}
        />
      )}
      {abierto?.tipo === 'pausa' && (
        <PausaDialog
          operador={abierto.operador}
          pausada={abierto.pausada}
          onClose={() => setAbierto(null)}
          onDone={hecho(abierto.pausada ? `${abierto.operador} reanudada` : `${abierto.operador} en pausa`)}
        />
      )}
    </Stack>
  );
}
