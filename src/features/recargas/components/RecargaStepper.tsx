import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useState } from 'react';
import { numeroFormSchema } from '../../../../domain/recargas';
import { useRecargaPrevia } from '../api/numero-previo';
import type { OpcionRecarga } from '../api/use-catalogo-recargas';
import type { DistribuidorOpcion } from '../api/use-distribuidores-propios';
import type { useVenta } from '../api/use-venta';
import { PasoCompania, PasoMonto } from './PasosCatalogo';
import { PasoConfirmar } from './PasoConfirmar';
import { PasoNumero } from './PasoNumero';

const PASOS = ['Compañía', 'Monto', 'Número', 'Confirmar'];

interface Props {
  venta: ReturnType<typeof useVenta>;
  opciones: OpcionRecarga[];
  saldo: number;
  clienteId: string;
  distribuidores: { opciones: DistribuidorOpcion[]; error: string | null };
}

/** The four steps of a sale. Going back keeps everything typed; only Confirmar sends. */
export function RecargaStepper({ venta, opciones, saldo, clienteId, distribuidores }: Props) {
  const { borrador, setBorrador, paso, setPaso, enviando, error, confirmar } = venta;
  const { previa, error: errorPrevia } = useRecargaPrevia(clienteId, borrador.numero);
  const [errores, setErrores] = useState<Partial<Record<'numero' | 'confirmar', string>>>({});
  const operadores = [...new Set(opciones.map((opcion) => opcion.operador))];
  const opcion = opciones.find((o) => o.productoId === borrador.productoId && o.operador === borrador.operador);

  const elegirOperador = (operador: string) => {
    if (operador !== borrador.operador) setBorrador({ operador, productoId: '' });
    setPaso(1);
  };
  /** The carrier check's one click: the same amount with the other carrier, if it sells it. */
  const cambiarOperador = (operador: string) => {
    const mismoMonto = opciones.find((o) => o.operador === operador && o.monto === opcion?.monto);
    setBorrador({ operador, productoId: mismoMonto?.productoId ?? '' });
    if (!mismoMonto) setPaso(1);
  };
  const validarNumero = () => {
    const parsed = numeroFormSchema.safeParse(borrador);
    if (!parsed.success) {
      setErrores(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrores({});
    setPaso(3);
  };
  const distribuidor = distribuidores.opciones.find((d) => d.id === borrador.distribuidorId)?.nombre ?? null;

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
        {paso === 0 && <PasoCompania operadores={operadores} value={borrador.operador} onSelect={elegirOperador} />}
        {paso === 1 && (
          <PasoMonto
            opciones={opciones.filter((o) => o.operador === borrador.operador)}
            value={borrador.productoId}
            onSelect={(elegida) => {
              setBorrador({ productoId: elegida.productoId });
              setPaso(2);
            }}
          />
        )}
        {paso === 2 && (
          <Stack spacing={2}>
            <PasoNumero
              borrador={borrador}
              errores={errores}
              distribuidores={distribuidores}
              previa={previa}
              onChange={(cambio) => {
                setErrores({});
                setBorrador(cambio);
              }}
              onCambiarOperador={cambiarOperador}
            />
            {errorPrevia && (
              <Alert severity="info">No se pudo comprobar la compañía de este número: {errorPrevia}</Alert>
            )}
          </Stack>
        )}
        {paso === 3 && opcion && (
          <PasoConfirmar opcion={opcion} numero={borrador.numero} distribuidor={distribuidor} saldo={saldo} />
        )}
        {paso === 3 && !opcion && (
          <Alert severity="warning">Ese monto ya no está disponible. Vuelva al paso Monto y elija otro.</Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </Box>
      <Stack direction="row" spacing={2}>
        {paso > 0 && (
          <Button onClick={() => setPaso(paso - 1)} disabled={enviando}>
            Atrás
          </Button>
        )}
        {paso === 2 && (
          <Button variant="contained" onClick={validarNumero}>
            Siguiente
          </Button>
        )}
        {paso === 3 && (
          <Button
            variant="contained"
            size="large"
            onClick={() => opcion && void confirmar(opcion.precio)}
            loading={enviando}
            disabled={!opcion || opcion.precio > saldo}
          >
            Confirmar recarga
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
