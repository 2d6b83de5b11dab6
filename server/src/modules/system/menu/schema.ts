/** The router tree of `GET /getRouters`, defined in `@dis/contract`. */
export { RouterVoSchema, type RouterVo } from '@dis/contract';
