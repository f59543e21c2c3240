/**
 * A signed-in screen's first load: the top bar and the screen's title, drawn before MUI loads
 * (theme/shell.css), where the frame will draw them. Each screen's own HTML carries the same
 * markup (scripts/vite-route-html.ts, a test holds them equal), so a phone shows it as soon as the
 * page arrives instead of a blank page while the scripts download. React's first render is this
 * same markup, so React adopts those elements (hydrateRoot, main.tsx) rather than drawing them
 * again, and the frame then replaces them.
 */
export function MarcoCargando({ titulo }: { titulo?: string }) {
  return (
    <div className="shell-marco">
      <header className="shell-barra">
        <span>Recargas</span>
      </header>
      <main className="shell-principal">
        {titulo && <h1 className="shell-titulo">{titulo}</h1>}
        <div className="shell-loading">
          <div className="shell-spinner" role="progressbar" aria-label="Cargando" />
        </div>
      </main>
    </div>
  );
}
