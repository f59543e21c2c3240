import { Suspense, useEffect, useState } from 'react';
import { lazyWithReload } from '@/lib/chunk-reload';
import { alPedirVerificacion } from '@/lib/segundo-factor/reciente';

// Its form and the second factor's code (Auth's resolver, the phone provider, reCAPTCHA's
// verifier) load when it is first asked for.
const VerificarIdentidadDialog = lazyWithReload(() => import('./VerificarIdentidadDialog'));

type Pedido = { mensaje: string; responder: (verificada: boolean) => void };

/**
 * The signed-in frame's answer to an operation that asks for a recent verification
 * (lib/segundo-factor/reciente.ts): the dialog that verifies the user again.
 */
export function VerificacionReciente() {
  const [pedido, setPedido] = useState<Pedido | null>(null);
  useEffect(() => alPedirVerificacion((mensaje) => new Promise((responder) => setPedido({ mensaje, responder }))), []);
  if (!pedido) return null;
  const cerrar = (verificada: boolean) => {
    pedido.responder(verificada);
    setPedido(null);
  };
  return (
    <Suspense fallback={null}>
      <VerificarIdentidadDialog mensaje={pedido.mensaje} onCerrar={cerrar} />
    </Suspense>
  );
}
