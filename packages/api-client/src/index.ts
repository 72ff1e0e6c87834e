export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  type BannerUpload,
  createApiClient,
  type HistoryFilter,
  type NamedFile,
  type ProductUpload,
  type Reply,
  type SheetDownload,
  type StockImport,
  type UploadOptions,
} from './client.js';
