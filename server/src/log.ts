/** The server's logger as its modules use it (Fastify's pino logger, or a stand-in). */
export type Log = {
  info: (fields: object | string, message?: string) => void;
  warn: (fields: object | string, message?: string) => void;
  error: (fields: object | string, message?: string) => void;
};
