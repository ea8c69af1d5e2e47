// Where e-books are read from: signed-in users read the system's e-book library (`books`), anyone reads the free ones
// (`free/books`, no sign-in). Both answer the same shapes.
export type BookAudience = 'signed-in' | 'public';

export const bookBase = (audience: BookAudience) => (audience === 'public' ? 'free/books' : 'books');

export const booksKey = (audience: BookAudience) => ['books', audience] as const;
