export { commonRoutes } from './common.routes';
export { type CommonService, createCommonService } from './common.service';
