// The app's server state: one TanStack Query client holds every read a screen shows (useCarga,
// useCursorPage and the hooks built on them), starts reads ahead of their screens (adelantar) and
// reads again after a change (releer, releerListas). Its core only: the screens observe it through
// useConsulta (use-consulta.ts says why), and no provider is needed, so the sign-in page never
// loads it and a hook needs no wrapper in its tests.
import { QueryClient, type QueryKey } from '@tanstack/query-core';
import { alOlvidar, VIGENCIA_MS } from './adelantadas';
import { alCambiar } from './cambios';

export const consultas = new QueryClient({
  defaultOptions: {
    queries: {
      // An answer younger than 3 s is shown without reading again: the click, the route's guard
      // and the screen that asks for the same read make one request. An older one is read again
      // (useCarga shows its skeleton meanwhile, useCursorPage the rows before, with `loading`).
      staleTime: VIGENCIA_MS,
      // An answer no screen shows is dropped at once (one read ahead of its screen stays 3 s,
      // adelantar): a screen shown again reads again and shows its skeleton meanwhile, as money
      // figures must, never an old answer as if it were current.
      gcTime: 0,
      // A failure is the screen's to show at once, with its Reintentar: the REST readers and the
      // session's token already retry what a dropped connection failed.
      retry: false,
      // Reads are counted per screen (the read budgets in npm test): a tab coming back to the front,
      // or online, does not read everything again; the screen's Reintentar does.
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      // Every read is tried: without network the REST readers fail with their Spanish message and
      // the screen shows it with Reintentar, instead of a skeleton waiting for the network.
      networkMode: 'always',
    },
  },
});

// Nothing one session read is shown to the next: signing out (or Auth ending the session) forgets
// every answer, the ones in flight included.
alOlvidar(() => consultas.clear());

// A change the user made (cambios.ts): an answer under 3 s old is not shown again without reading,
// as it may be what the change made wrong. The screens showing one read again as they were told.
alCambiar(() => void consultas.invalidateQueries({ refetchType: 'none' }));

/** The query key of a useCarga read: the app's keys name their feature ("inicio:ventas"). */
export const claveDeCarga = (clave: string | null): QueryKey => ['carga', clave];

/**
 * After a change: every page of the lists of `coleccion` ("compras") is read again where a screen
 * shows it, its rows staying, with `loading`, until the new ones come (useCursorPage).
 */
export async function releerListas(coleccion: string): Promise<void> {
  const filtro = { queryKey: ['pagina', { coleccion }] };
  // A page still being read was asked before the change: its answer is dropped and it is read anew.
  await consultas.cancelQueries(filtro);
  await consultas.invalidateQueries(filtro);
}

/**
 * After a change: every useCarga read whose key starts with `prefijo` ("turno:" + client) is
 * dropped and read again, its screen showing its skeleton meanwhile, as on its first showing: a
 * figure the change made wrong is never shown as if it were current.
 */
export function releer(prefijo: string): Promise<void> {
  return consultas.resetQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'carga' && String(queryKey[1]).startsWith(prefijo),
  });
}
