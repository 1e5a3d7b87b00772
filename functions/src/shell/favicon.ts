/**
 * The site's icon, inline (a white D on the brand blue): no request, and a browser given it never asks for
 * /favicon.ico, which would end as a 404. root-config/src/index.html carries the same href (checked by a test).
 */
export const FAVICON_HREF = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%232563EB'/%3E%3Cpath d='M11 8.5h5a7.5 7.5 0 0 1 0 15h-5z' fill='none' stroke='%23fff' stroke-width='3.4' stroke-linejoin='round'/%3E%3C/svg%3E";

export const FAVICON_LINK = `<link rel="icon" href="${FAVICON_HREF}">`;
