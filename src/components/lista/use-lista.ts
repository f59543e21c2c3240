import { useCallback, useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';
import type { CursorPage } from '@/lib/carga/use-cursor-page';
import { useNotify } from '../notify';

/** A filter field's value and setter, spread into SearchField, SelectFilter or a picker. */
export interface CampoFiltro<V> {
  value: V;
  onChange: (value: V) => void;
}

/**
 * A list's filters: `campo('estatus')` binds one field to its input; `consulta` is what the query
 * sees, with the typed field (`texto` unless told) settled, so typing does not query per keystroke.
 */
export function useFiltro<F extends object>(inicial: F, escrito: keyof F | null = 'texto' as keyof F) {
  const [filtro, setFiltro] = useState(inicial);
  const tecleado = useDebounced(escrito && escrito in filtro ? filtro[escrito] : null);
  const cambiar = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    setFiltro((actual) => ({ ...actual, [key]: value }));
  }, []);
  const campo = <K extends keyof F>(key: K): CampoFiltro<F[K]> => ({
    value: filtro[key],
    onChange: (value) => cambiar(key, value),
  });
  const consulta = escrito && escrito in filtro ? { ...filtro, [escrito]: tecleado } : filtro;
  return { filtro, setFiltro, consulta, campo, cambiar };
}

/**
 * What a list of records edits: the record open in its form ('nuevo' for a new one) and the one whose
 * estatus is being changed; saving or changing reports it and reloads the page.
 */
export function useRegistros<T>(data: CursorPage<T>, etiqueta: string) {
  const notify = useNotify();
  const [editando, setEditando] = useState<T | 'nuevo' | null>(null);
  const [cambiando, setCambiando] = useState<T | null>(null);
  return {
    data,
    etiqueta,
    editando,
    editar: setEditando,
    cambiarEstatus: setCambiando,
    cerrar: () => setEditando(null),
    guardado: (nombre: string) => {
      notify(`${etiqueta} ${nombre} guardado`);
      setEditando(null);
      data.reload();
    },
    /** Props of the page's EstatusDialog. */
    estatus: {
      registro: cambiando,
      onClose: () => setCambiando(null),
      onDone: () => {
        setCambiando(null);
        data.reload();
      },
    },
  };
}
