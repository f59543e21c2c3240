import { useState } from 'react';
import { BuscarFiltro } from '@/components/BuscarPicker';
import { SelectFilter } from '@/components/filters';
import type { CampoFiltro } from '@/components/lista/use-lista';

const OPCIONES = [
  { value: 'negocio', label: 'Del negocio' },
  { value: 'cliente', label: 'De un cliente' },
] as const;

/**
 * The admin's owner filter: all, the business's own ('negocio'), or one client's (its uid, picked
 * by searching clients once "De un cliente" is chosen).
 */
export function DuenoFilter({ value, onChange }: CampoFiltro<string>) {
  const [deCliente, setDeCliente] = useState(false);
  return (
    <>
      <SelectFilter
        label="Dueño"
        value={value === 'negocio' ? 'negocio' : deCliente ? 'cliente' : ''}
        options={OPCIONES}
        onChange={(opcion) => {
          setDeCliente(opcion === 'cliente');
          onChange(opcion === 'negocio' ? 'negocio' : '');
        }}
      />
      {deCliente && (
        <BuscarFiltro
          coleccion="clientes"
          label="Cliente"
          noOptionsText="Sin clientes que coincidan"
          onChange={onChange}
        />
      )}
    </>
  );
}
