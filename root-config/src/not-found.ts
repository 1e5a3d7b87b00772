// The 404 page, drawn with plain DOM so an unknown path loads neither React nor MUI.
const containerId = 'devis-not-found';

export function showNotFound(): void {
  if (document.getElementById(containerId)) return;
  const main = document.createElement('main');
  main.id = containerId;
  main.style.cssText =
    'min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;font-family:system-ui,sans-serif;background:#F8FAFC;color:#0F172A;margin:0';
  const code = document.createElement('h1');
  code.textContent = '404';
  code.style.cssText = 'font-size:48px;margin:0';
  const text = document.createElement('p');
  text.textContent = 'Oops! Page not found';
  text.style.cssText = 'font-size:20px;color:#64748B;margin:0';
  const home = document.createElement('a');
  home.href = '/';
  home.textContent = "Retour à l'accueil";
  home.style.cssText = 'color:#3B82F6;text-decoration:underline';
  main.append(code, text, home);
  document.body.append(main);
  document.title = 'Page introuvable - Devis';
}

export function hideNotFound(): void {
  document.getElementById(containerId)?.remove();
}
