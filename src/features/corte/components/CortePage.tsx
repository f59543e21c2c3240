import LockClockIcon from '@mui/icons-material/LockClock';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import { diaNegocio, formatDia, formatFecha } from '@domain/fechas';
import { ErrorConReintentar } from '@/components/ErrorConReintentar';
import { lazyDialog } from '@/components/lazy-dialog';
import { useNotify } from '@/components/notify';
import { readSessionUser } from '@/lib/sesion/session-user';
import { useMiCliente } from '@/lib/lecturas/use-mi-cliente';
import { releer } from '@/lib/carga/consultas';
import { textoDiferencia } from '@domain/corte';
import { useTurnos, type TurnoFila } from '../api/turnos';
import { claveTurno, useCorteDelDia, useDistribuidoresDe, useTurnoActual } from '../api/use-corte';
import { TurnosCerrados } from './TurnosCerrados';
import { VistaCorte, type CorteParaMostrar } from './VistaCorte';

const CerrarTurnoDialog = lazyDialog(() => import('./CerrarTurnoDialog').then((m) => m.default));
const ElegirDia = lazy(() => import('./ElegirDia'));

type Vista = 'turno' | 'dia';

function TurnoActual({ uid, tienda, onCerrar }: { uid: string; tienda: string; onCerrar: (esperado: number) => void }) {
  const { data, error, loading, reload } = useTurnoActual(uid);
  if (error) return <ErrorConReintentar mensaje={error} onReintentar={reload} />;
  if (loading || !data) return <Skeleton variant="rounded" height={240} />;
  const desde = data.anterior
    ? `Desde el cierre del turno ${data.anterior.numero} (${formatFecha(data.anterior.cerradoEn)})`
    : `Desde el inicio del ${formatDia(data.desdeDia)}: aún no ha cerrado ningún turno`;
  const datos: CorteParaMostrar = {
    titulo: 'Turno actual',
    archivo: `turno-actual-${diaNegocio(new Date())}`,
    tienda,
    corte: data.corte,
    distribuidores: data.distribuidores,
  };
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">{desde}.</Typography>
      <VistaCorte
        datos={datos}
        accion={
          <Button variant="contained" startIcon={<LockClockIcon />} onClick={() => onCerrar(data.corte.total.monto)}>
            Cerrar turno
          </Button>
        }
      />
    </Stack>
  );
}

function CorteDelDia({ uid, tienda }: { uid: string; tienda: string }) {
  const [dia, setDia] = useState<string | null>(() => diaNegocio(new Date()));
  const { data, error, loading, reload } = useCorteDelDia(uid, dia);
  return (
    <Stack spacing={2}>
      <Suspense fallback={<Skeleton width={220} height={40} />}>
        <ElegirDia dia={dia} onChange={setDia} />
      </Suspense>
      {!dia ? (
        <Alert severity="info">Elija un día para ver su corte.</Alert>
      ) : error ? (
        <ErrorConReintentar mensaje={error} onReintentar={reload} />
      ) : loading || !data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <VistaCorte
          datos={{
            titulo: `Corte del ${formatDia(dia)}`,
            archivo: `corte-${dia}`,
            tienda,
            corte: data.corte,
            distribuidores: data.distribuidores,
          }}
        />
      )}
    </Stack>
  );
}

/**
 * The shop's corte de caja: the current shift, or any day, from the summaries its
 * top-ups write; "Cerrar turno" with the cash counted; its closed shifts. A client only: the
 * rules let it read no other shop's.
 */
export default function CortePage() {
  const notify = useNotify();
  const stored = readSessionUser();
  const uid = stored.status === 'ok' ? stored.user.uid : '';
  const { cliente } = useMiCliente(uid || null);
  const [vista, setVista] = useState<Vista>('turno');
  const [cerrar, setCerrar] = useState<number | null>(null);
  const [ver, setVer] = useState<TurnoFila | null>(null);
  const turnos = useTurnos(uid);
  const distribuidoresDelVisto = useDistribuidoresDe(ver?.corte ?? null);
  const { reload: releerTurnos } = turnos;
  const alCerrar = useCallback(
    (turno: TurnoFila) => {
      setCerrar(null);
      notify(`Turno ${turno.numero} cerrado: ${textoDiferencia(turno.diferencia).toLowerCase()}.`);
      void releer(claveTurno(uid));
      releerTurnos();
      setVer(turno);
    },
    [notify, releerTurnos, uid],
  );
  if (!uid) return null;
  const tienda = cliente?.nombre ?? '';
  return (
    <Stack spacing={3}>
      <ToggleButtonGroup
        value={vista}
        exclusive
        onChange={(_, next: Vista | null) => next && setVista(next)}
        aria-label="Qué corte ver"
      >
        <ToggleButton value="turno">Turno actual</ToggleButton>
        <ToggleButton value="dia">Por día</ToggleButton>
      </ToggleButtonGroup>
      <Card variant="outlined">
        <CardContent>
          {vista === 'turno' ? (
            <TurnoActual uid={uid} tienda={tienda} onCerrar={setCerrar} />
          ) : (
            <CorteDelDia uid={uid} tienda={tienda} />
          )}
        </CardContent>
      </Card>
      {ver && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Turno {ver.numero}, cerrado el {formatFecha(ver.cerradoEn)}
            </Typography>
            <VistaCorte
              datos={{
                titulo: `Turno ${ver.numero}`,
                archivo: `turno-${ver.numero}-${ver.dia}`,
                tienda,
                corte: ver.corte,
                distribuidores: distribuidoresDelVisto,
                caja: ver,
              }}
              accion={<Button onClick={() => setVer(null)}>Ocultar</Button>}
            />
          </CardContent>
        </Card>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Turnos cerrados
          </Typography>
          <TurnosCerrados data={turnos} onVer={setVer} />
        </CardContent>
      </Card>
      {cerrar !== null && (
        <CerrarTurnoDialog
          esperado={cerrar}
          onClose={() => {
            // A close refused because sales landed meanwhile: the shift shows what to count now.
            setCerrar(null);
            void releer(claveTurno(uid));
          }}
          onDone={alCerrar}
        />
      )}
    </Stack>
  );
}
