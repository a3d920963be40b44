/** Escapes text for HTML the server writes itself (the local sign-in page, the API docs, head tags). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
