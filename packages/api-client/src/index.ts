export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  createApiClient,
  type ProductUpload,
  type Reply,
} from './client.js';
