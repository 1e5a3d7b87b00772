/**
 * The site's icon: the landing's brand mark (mf-landing/src/components/brand-logo.tsx), inline: no request, and a
 * browser given it never asks for /favicon.ico, which would end as a 404. root-config/src/index.html carries the
 * same href (checked by a test).
 */
export const FAVICON_HREF = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%232563EB'/%3E%3Cpath d='M10 8h8l5 5v11a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2z' fill='%23fff'/%3E%3Cpath d='M12 16h8M12 20h5' stroke='%232563EB' stroke-width='2' stroke-linecap='round'/%3E%3Ccircle cx='23' cy='23' r='4.5' fill='%2310B981' stroke='%23fff' stroke-width='1.5'/%3E%3C/svg%3E";

export const FAVICON_LINK = `<link rel="icon" href="${FAVICON_HREF}">`;
