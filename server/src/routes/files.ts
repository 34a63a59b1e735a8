// The site's files: each remote's under /remotes/<name>/ (a route of this plugin) and the
// shell's (every path with an extension, through `reply.sendSiteFile`, which the pages
// plugin calls). @fastify/static sends them (Range, ETag, the build's precompressed .br
// and .gz, streams closed on abort and on error); content-hashed files are answered from
// memory (hashed-assets.ts). Their Cache-Control comes from the one table (headers.ts).
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteContext } from '../serving/context.ts';
import { hashedAssetCache } from '../serving/hashed-assets.ts';
import { cacheControl, IMMUTABLE } from '../serving/headers.ts';
import { notFound } from '../serving/replies.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends `file` of the folder `root` (a 404 when there is none), as the file at `path`. */
    sendSiteFile(file: string, root: string, path: string): Promise<FastifyReply>;
  }
}

const REMOTE_FILE = /^\/remotes\/([^/]+)(\/.*)$/;
const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;

const files: FastifyPluginAsync<SiteContext> = async (app, { site }) => {
  await app.register(fastifyStatic, {
    root: site.shellDist(),
    serve: false,
    preCompressed: true,
    dotfiles: 'ignore',
    index: false,
    redirect: false,
    cacheControl: false,
  });
  const hashedAssets = hashedAssetCache();

  app.decorateReply(
    'sendSiteFile',
    async function sendSiteFile(this: FastifyReply, file: string, root: string, path: string) {
      const caching = cacheControl(path);
      this.header('Cache-Control', caching);
      if (caching === IMMUTABLE) {
        const answer = await hashedAssets.serve(this.request, this, root, file);
        if (answer === 'sent') return this;
        if (answer === 'missing') return notFound(this);
      }
      return this.sendFile(file, root);
    },
  );

  // Any remote's folder, named or not yet named in remotes.json (a release is copied
  // before it is switched to); a name that is not one is a 404.
  app.get('/remotes/*', (request, reply) => {
    const path = request.sitePath;
    const remote = REMOTE_FILE.exec(path);
    if (!remote?.[1] || !remote[2]) return reply.sendSiteFile(path, site.shellDist(), path);
    return REMOTE_NAME.test(remote[1])
      ? reply.sendSiteFile(remote[2], site.remoteDir(remote[1]), path)
      : notFound(reply);
  });
};

export default fp(files, { name: 'files', dependencies: ['guard'] });
