import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ComponentProps, ReactNode } from 'react';
import type { FormularioProps } from '../dialogo-props';
import { EstatusDialog } from '../EstatusDialog';
import { ListaPage } from './ListaPage';
import type { useRegistros } from './use-lista';

type SinEstado<P> = P extends unknown ? Omit<P, 'etiqueta' | 'registro' | 'onClose' | 'onDone'> : never;
type EstatusProps = SinEstado<ComponentProps<typeof EstatusDialog>>;

/** A record of a list the user creates, edits and deactivates. */
export interface Registro extends GridValidRowModel {
  id: string;
  nombre: string;
  estatus: boolean;
}

interface Props<T extends Registro> extends Omit<ComponentProps<typeof ListaPage<T>>, 'nuevo' | 'data'> {
  /** The list's page and what is being edited (useRegistros). */
  registros: ReturnType<typeof useRegistros<T>>;
  /** The icon of the "Nuevo …" button. */
  icono: ReactNode;
  /** The create/edit form, for a record or a new one (null). */
  formulario: (registro: T | null, props: FormularioProps) => ReactNode;
  /** What deactivating and reactivating one of them means. */
  estatus: EstatusProps;
}

/**
 * A list of records the user creates, edits and deactivates (never deletes): the list page with its
 * create button, the form for the record being edited and the estatus confirmation.
 */
export function ListaDeRegistros<T extends Registro>({
  registros,
  icono,
  formulario,
  estatus,
  children,
  ...lista
}: Props<T>) {
  const { data, etiqueta, editando } = registros;
  const nuevo = { texto: `Nuevo ${etiqueta.toLowerCase()}`, icono, onClick: () => registros.editar('nuevo') };
  return (
    <ListaPage {...lista} data={data} nuevo={nuevo}>
      {editando &&
        formulario(editando === 'nuevo' ? null : editando, { onClose: registros.cerrar, onSaved: registros.guardado })}
      <EstatusDialog {...estatus} etiqueta={etiqueta} {...registros.estatus} />
      {children}
    </ListaPage>
  );
}
