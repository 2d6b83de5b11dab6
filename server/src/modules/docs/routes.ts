import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const docsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v3/api-docs',
    {
      schema: {
        tags: ['docs'],
        summary: '接口文档 · OpenAPI 3 document',
        response: {
          200: Type.Object(
            {
              openapi: Type.String(),
              info: Type.Unknown(),
              paths: Type.Unknown(),
              components: Type.Unknown(),
            },
            { additionalProperties: true, description: 'the OpenAPI document (or an envelope when refused)' },
          ),
        },
      },
      config: { permission: 'tool:swagger:list' },
    },
    async function apiDocs() {
      return app.swagger() as unknown as {
        openapi: string;
        info: unknown;
        paths: unknown;
        components: unknown;
      };
    },
  );
};

export default docsRoutes;
