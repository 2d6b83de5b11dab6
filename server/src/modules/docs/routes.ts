import fastifySwaggerUi from '@fastify/swagger-ui';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SWAGGER_PERMISSION, swaggerUiOptions } from './service';

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
      config: { permission: SWAGGER_PERMISSION },
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

  // RuoYi's Swagger UI address, `<API prefix>/swagger-ui/index.html`, which ruoyi-ui's 系统接口
  // frames: every file of it for signed-in staff holding tool:swagger:list, by the session cookie
  // (docs/tool/api-docs.md "Swagger UI")
  await app.register(async (ui) => {
    ui.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), access: 'staff-page', permission: SWAGGER_PERMISSION };
    });
    await ui.register(fastifySwaggerUi, swaggerUiOptions(app.appConfig.apiPrefix));
    // the UI's page is `swagger-ui/`, whose relative addresses (`./json`, `./static/…`) it builds on
    ui.get(
      '/swagger-ui/index.html',
      { schema: { hide: true } },
      async function swaggerUiIndex(_request, reply) {
        return reply.redirect('./');
      },
    );
  });
};

export default docsRoutes;
