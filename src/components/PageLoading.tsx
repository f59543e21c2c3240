/** The first load of a screen: drawn before MUI loads (theme/shell.css). */
export function PageLoading() {
  return (
    <div className="shell-loading">
      <div className="shell-spinner" role="progressbar" aria-label="Cargando" />
    </div>
  );
}
