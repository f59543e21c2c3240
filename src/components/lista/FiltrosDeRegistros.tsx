import type { ComponentProps, ReactNode } from 'react';
import { EstatusFilter, SearchField } from '../filters';
import type { CampoFiltro } from './use-lista';

interface Props {
  /** The search box's label ("Buscar por nombre o zona"). */
  buscar: string;
  /** useFiltro's `campo`, of a filter that has `texto` and `estatus`. */
  campo: {
    (key: 'texto'): CampoFiltro<string>;
    (key: 'estatus'): CampoFiltro<ComponentProps<typeof EstatusFilter>['value']>;
  };
  /** The list's own filters, between the search box and Estatus. */
  children?: ReactNode;
}

/** The filters every list of records has: the search box first, the list's own filters, then Estatus. */
export function FiltrosDeRegistros({ buscar, campo, children }: Props) {
  return (
    <>
      <SearchField label={buscar} {...campo('texto')} />
      {children}
      <EstatusFilter {...campo('estatus')} />
    </>
  );
}
