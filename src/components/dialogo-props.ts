/** What a create/edit form gets from the list that opens it (ListaDeRegistros hands it these). */
export interface FormularioProps {
  onClose: () => void;
  /** After saving, with the record's name for the confirmation. */
  onSaved: (nombre: string) => void;
}

/** What a dialog that sends one request (useEnviar) gets from the screen that opens it. */
export interface DialogoDeEnvioProps<R> {
  onClose: () => void;
  /** The server's answer, once the request went through. */
  onDone: (respuesta: R) => void;
}
