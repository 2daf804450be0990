/** The home page's work queue: counts of other modules' lists; nothing of it is used elsewhere. */
export { createHomeService, type HomeService } from './home.service';
