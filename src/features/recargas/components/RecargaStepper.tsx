import { rechazoDeCargo, type EstadoCredito } from '@domain/credito-base';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useState, type ReactNode } from 'react';
import { numeroFormSchema } from '@domain/recargas';
import type { NumeroBuscado } from '../api/operador-del-numero';
import type { OpcionRecarga } from '../api/use-catalogo-recargas';
import type { DistribuidorOpcion } from '../api/use-distribuidores-propios';
import { PASO, PASOS, type useVenta } from '../api/use-venta';
import { PasoCompania, PasoMonto, type EstadoOperadores } from './PasosCatalogo';
import { PasoConfirmar } from './PasoConfirmar';
import { PasoNumero } from './PasoNumero';

interface Props {
  venta: ReturnType<typeof useVenta>;
  opciones: OpcionRecarga[];
  /** The saldo and the credit line: what Confirmar may charge. */
  credito: EstadoCredito;
  distribuidores: { opciones: DistribuidorOpcion[]; error: string | null };
  busqueda: { buscado: NumeroBuscado | null; buscando: boolean; error: string | null };
  /** The number's favourite name, or that the shop sold to it: then it is typed once. */
  conocido: string | null;
  /** Paused and failing carriers (POST /api/recargas/estado-operadores). */
  estados?: EstadoOperadores;
  /** What the Número step shows before a number is typed: the shop's favourites and frequent numbers. */
  frecuentes: ReactNode;
}

/**
 * The four steps of a sale, the number first. Its carrier, once found, is preselected: Siguiente
 * goes straight to Monto, and the Compañía step changes it. Going back keeps everything typed; only
 * Confirmar sends.
 */
export function RecargaStepper({
  venta,
  opciones,
  credito,
  distribuidores,
  busqueda,
  conocido,
  estados,
  frecuentes,
}: Props) {
  const { borrador, setBorrador, paso, setPaso, enviando, error, espera, reintentar, confirmar } = venta;
  const [errores, setErrores] = useState<Partial<Record<'numero' | 'confirmar', string>>>({});
  const operadores = [...new Set(opciones.map((opcion) => opcion.operador))];
  const encontrado = busqueda.buscado?.operador ?? null;
  const sugerido = encontrado && operadores.includes(encontrado) ? encontrado : null;
  const operador = borrador.operador || sugerido || '';
  const opcion = opciones.find((o) => o.productoId === borrador.productoId && o.operador === borrador.operador);

  const elegirOperador = (elegido: string) => {
    if (elegido !== borrador.operador) setBorrador({ operador: elegido, productoId: '' });
    setPaso(PASO.monto);
  };
  /** The warning's one click: the same amount with the other carrier, if it sells it. */
  const cambiarOperador = (otro: string) => {
    const mismo = opciones.find((o) => o.operador === otro && o.tipo === opcion?.tipo && o.monto === opcion.monto);
    setBorrador({ operador: otro, productoId: mismo?.productoId ?? '' });
    if (!mismo) setPaso(PASO.monto);
  };
  const siguiente = () => {
    const confirmado = conocido ? borrador.numero : borrador.confirmar;
    const parsed = numeroFormSchema.safeParse({ ...borrador, confirmar: confirmado });
    if (!parsed.success) {
      setErrores(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrores({});
    setBorrador({ confirmar: confirmado, operador });
    setPaso(operador ? PASO.monto : PASO.compania);
  };
  const distribuidor = distribuidores.opciones.find((d) => d.id === borrador.distribuidorId)?.nombre ?? null;
  const otraCompania = encontrado && opcion && encontrado !== opcion.operador ? encontrado : null;

  return (
    <Stack spacing={3}>
      <Stepper activeStep={paso} alternativeLabel nonLinear>
        {PASOS.map((label, index) => (
          <Step key={label} completed={index < paso}>
            <StepButton onClick={() => setPaso(index)} disabled={index >= paso || enviando}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box>
        {paso === PASO.numero && (
          <PasoNumero
            borrador={borrador}
            errores={errores}
            distribuidores={distribuidores}
            busqueda={busqueda}
            conocido={conocido}
            frecuentes={frecuentes}
            onChange={(cambio) => {
              setErrores({});
              // Another number: its own carrier is looked up and preselected.
              setBorrador('numero' in cambio ? { ...cambio, operador: '', productoId: '' } : cambio);
            }}
          />
        )}
        {paso === PASO.compania && (
          <PasoCompania
            operadores={operadores}
            value={operador}
            sugerido={sugerido}
            estados={estados}
            onSelect={elegirOperador}
          />
        )}
        {paso === PASO.monto && (
          <PasoMonto
            operador={borrador.operador}
            opciones={opciones.filter((o) => o.operador === borrador.operador)}
            value={borrador.productoId}
            onSelect={(elegida) => {
              setBorrador({ productoId: elegida.productoId });
              setPaso(PASO.confirmar);
            }}
            onCambiarOperador={() => setPaso(PASO.compania)}
          />
        )}
        {paso === PASO.confirmar && opcion && (
          <PasoConfirmar
            opcion={opcion}
            numero={borrador.numero}
            distribuidor={distribuidor}
            credito={credito}
            otraCompania={otraCompania}
            onCambiarOperador={cambiarOperador}
          />
        )}
        {paso === PASO.confirmar && !opcion && (
          <Alert severity="warning">Ese monto ya no está disponible. Vuelva al paso Monto y elija otro.</Alert>
        )}
        {espera && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {espera}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </Box>
      <Stack direction="row" spacing={2}>
        {paso > PASO.numero && (
          <Button variant="outlined" onClick={() => setPaso(paso - 1)} disabled={enviando}>
            Atrás
          </Button>
        )}
        {paso === PASO.numero && borrador.numero && (
          <Button variant="contained" onClick={siguiente}>
            Siguiente
          </Button>
        )}
        {paso === PASO.confirmar && (
          <Button
            variant="contained"
            size="large"
            onClick={() => opcion && void confirmar(opcion.precio)}
            loading={enviando}
            disabled={!opcion || rechazoDeCargo(credito, opcion.precio, true, 'cliente') !== null}
          >
            {reintentar ? 'Reintentar' : 'Confirmar recarga'}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
