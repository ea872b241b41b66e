import fp from 'fastify-plugin';
import { imageRoutes } from './routes';

/** The postings' images, as the create call stored them. */
export const imagesPlugin = fp(
  async (app) => {
    app.serveOperations(imageRoutes(app.database.db));
  },
  { name: 'images', dependencies: ['database', 'operations'], encapsulate: true },
);
