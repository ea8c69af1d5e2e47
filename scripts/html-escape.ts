// Text written into index.html by the build's plugins: safe in an element and in a double-quoted attribute.
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
