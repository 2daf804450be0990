/** The warehouse's locations: what other modules may ask of them (read only: this module writes them). */
export { createLocationService, type LocationService, staffOnly } from './location.service';
