// A typed client of the shop's REST contract (docs/api.md): one method per route, the bearer
// token added to admin calls, the {success, message, data} envelope unwrapped into the data, and
// every failure (refused, unreachable, not the shop's server) turned into an ApiError with a
// message fit to show a person. Uploads can report how much of their body has gone out and take a
// time limit of their own (a phone on a slow line needs minutes for its photos).
import type {
  AdminMe,
  AdminShopSettings,
  BackupDownloadLink,
  BackupRun,
  BackupStatus,
  Banner,
  BannerTexts,
  BulkEditRequest,
  BulkEditResult,
  CataloguePage,
  CatalogueQuery,
  Category,
  CategoryInput,
  Enquiry,
  EnquiryList,
  EnquiryStatus,
  ErasureRequestList,
  ErasureResult,
  FieldIssue,
  ForgotPasswordInput,
  HistoryKind,
  HistoryPage,
  ImageOrderEntry,
  ImportReport,
  LoginAnswer,
  LoginInput,
  LoginResult,
  PasswordLinkInput,
  Product,
  ProductCount,
  ProductFields,
  ProductInput,
  PublishRecord,
  PublishStatus,
  PushSubscriptionInput,
  Rate,
  RateChange,
  RateInput,
  RatePoint,
  SavedRate,
  SavingsPlan,
  SavingsPlanFormInput,
  SetPasswordInput,
  ShopSettings,
  ShopSettingsInput,
  TeamInvite,
  TeamInviteInput,
  TeamMember,
  TeamResetLink,
  TeamUpdateInput,
  TwoStepDisableInput,
  TwoStepEnabled,
  TwoStepEnableInput,
  TwoStepLoginInput,
  TwoStepSetup,
  VisitSlots,
  WithOptionalTranslations,
} from '@suvarna/domain';
import { serializeCatalogueQuery } from '@suvarna/domain';

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    readonly url: string,
    /** The fields at fault, when the server named them: a form shows each message under its field. */
    readonly errors: readonly FieldIssue[] = [],
    /** What the refusal carries beside its message (the rate guard's figures, for one). */
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldIssue).field === 'string' &&
  typeof (value as FieldIssue).code === 'string' &&
  typeof (value as FieldIssue).message === 'string';

/** The answer to a write: its data, and the server's message for a toast. */
export interface Reply<T> {
  data: T;
  message: string | undefined;
}

/** GET /api/admin/history's filters (packages/domain's historyQuerySchema); dates are YYYY-MM-DD. */
export interface HistoryFilter {
  who?: number;
  kind?: HistoryKind;
  id?: number;
  from?: string;
  to?: string;
  search?: string;
  page?: number;
}

export interface ApiClientOptions {
  /** The CMS origin, e.g. http://127.0.0.1:1337. */
  baseUrl: string;
  /** The admin's bearer token, read at each call (it changes on login and logout). */
  getToken?: () => string | null | undefined;
  /** Called for every 401, before the call fails: the back office logs the admin out. */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /**
   * What an upload that reports its progress is sent with: the browser's XMLHttpRequest by default
   * (fetch tells nothing of a body going out). Without one, uploads go by fetch, unreported.
   */
  XMLHttpRequest?: typeof XMLHttpRequest | undefined;
  /** How long a call may take, sending and answer together; 30 s by default. */
  timeoutMs?: number;
}

/** What an upload (a product's or a banner's multipart form) may be given beside its files. */
export interface UploadOptions {
  /**
   * Called as the body goes out, with the bytes sent so far and the body's whole size (the files
   * and the form around them). Only where XMLHttpRequest exists.
   */
  onProgress?: ((sentBytes: number, totalBytes: number) => void) | undefined;
  /** How long the upload may take, sending and answer together; the client's timeoutMs otherwise. */
  timeoutMs?: number | undefined;
}

/** What a product write sends: the spec's fields, and those of trade pricing where the form has them. */
/** A category as written: its name, and its Gujarati and Hindi names when given. */
export type CategoryWriteFields = WithOptionalTranslations<CategoryInput>;

export type ProductWriteFields = WithOptionalTranslations<ProductInput> &
  Partial<
    Pick<
      ProductFields,
      'grossWeight' | 'makingChargeType' | 'makingChargeValue' | 'stones' | 'huid' | 'hallmarkFee' | 'discountType'
    >
  >;

/** A file to upload, with the name it is sent under. */
export interface NamedFile {
  file: Blob;
  name: string;
}

/**
 * A product's multipart form: its fields, the new image files, the ids of the images it keeps and,
 * optionally, the order of kept and new images together, cover first (kept then new without it).
 */
export interface ProductUpload {
  fields: ProductWriteFields;
  images: readonly NamedFile[];
  existingImages: readonly number[];
  imageOrder?: readonly ImageOrderEntry[] | undefined;
}

/** A stock sheet to import, with the options of POST /api/admin/import. */
export interface StockImport {
  file: NamedFile;
  /** A zip of the rows' photos. */
  photos?: NamedFile | undefined;
  /** Only check (the default): nothing is written. */
  dryRun: boolean;
  /** The rate guard's warnings were seen and accepted. */
  confirm?: boolean;
  /** Write the valid rows, leaving the rows with errors. */
  skipErrors?: boolean;
  /** Make each category the sheet names that the shop lacks (else each such row is an error). */
  createCategories?: boolean;
}

/** A sheet to save: its bytes and the name the CMS gives it. */
export interface SheetDownload {
  blob: Blob;
  fileName: string;
}

/** A new banner: its wide image and, optionally, the picture phones show instead and what it says. */
export interface BannerUpload {
  image: NamedFile;
  mobileImage?: NamedFile | undefined;
  texts?: Partial<BannerTexts> | undefined;
}

interface RequestOptions {
  json?: unknown;
  form?: FormData;
  query?: URLSearchParams;
  admin?: boolean;
  upload?: UploadOptions | undefined;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** How long a bulk edit of the Product table may take (5,000 pieces at most). */
const BULK_EDIT_TIMEOUT_MS = 10 * 60_000;

const isEnvelope = (
  value: unknown,
): value is { success: boolean; message?: unknown; data?: unknown; errors?: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';

/** A request as either transport sends it. */
interface Outgoing {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData | string | null;
  timeoutMs: number;
}

/** What came back, whichever transport brought it: the status, and the body read as JSON (undefined if it is not). */
interface Answer {
  status: number;
  body: unknown;
}

/** The answer is over this long in coming: the same words from either transport. */
class TookTooLong extends Error {
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs / 1000} s`);
  }
}

/**
 * An error's message, duck-typed: an error made in another realm (Node's fetch seen from a VM
 * context, a worker) is not `instanceof Error` here, and its cause still names what went wrong.
 */
const messageOf = (error: unknown): string | undefined =>
  typeof (error as { message?: unknown } | null)?.message === 'string' ? (error as Error).message : undefined;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

async function sendByFetch(fetchImpl: typeof fetch, { method, url, headers, body, timeoutMs }: Outgoing) {
  let response: Response;
  try {
    response = await fetchImpl(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    throw (cause as { name?: unknown } | null)?.name === 'TimeoutError' ? new TookTooLong(timeoutMs) : cause;
  }
  // An unreadable body (cut off, not JSON) is told apart from the envelope by the caller.
  return { status: response.status, body: parseJson(await response.text().catch(() => '')) } satisfies Answer;
}

/** The same request by XMLHttpRequest, whose upload reports each stretch of the body sent. */
function sendByXhr(
  Xhr: typeof XMLHttpRequest,
  { method, url, headers, body, timeoutMs }: Outgoing,
  onProgress: (sentBytes: number, totalBytes: number) => void,
) {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = timeoutMs;
    const report = (event: ProgressEvent) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.upload.addEventListener('progress', report);
    xhr.upload.addEventListener('load', report);
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) }));
    // XMLHttpRequest says nothing of why a connection failed (the browser's console does).
    xhr.addEventListener('error', () => reject(new Error('the connection failed')));
    xhr.addEventListener('timeout', () => reject(new TookTooLong(timeoutMs)));
    xhr.addEventListener('abort', () => reject(new Error('the upload was stopped')));
    xhr.send(body);
  });
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const Xhr = 'XMLHttpRequest' in options ? options.XMLHttpRequest : globalThis.XMLHttpRequest;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** The envelope unwrapped, or the refusal as an ApiError (a 401 told to onUnauthorized first). */
  function unwrap<T>(url: string, { status, body }: Answer): Reply<T> {
    if (!isEnvelope(body)) throw new ApiError(`Unexpected answer from ${url} (HTTP ${status})`, status, url);
    const message = typeof body.message === 'string' && body.message ? body.message : undefined;
    if (status < 200 || status > 299 || !body.success) {
      const errors = Array.isArray(body.errors) ? body.errors.filter(isFieldIssue) : [];
      const error = new ApiError(message ?? `Request failed (HTTP ${status})`, status, url, errors, body.data);
      if (status === 401) options.onUnauthorized?.(error);
      throw error;
    }
    return { data: body.data as T, message };
  }

  async function request<T>(method: string, path: string, { json, form, query, admin, upload }: RequestOptions = {}) {
    const url = `${baseUrl}${path}${query?.size ? `?${query}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    const token = admin ? options.getToken?.() : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    const outgoing: Outgoing = {
      method,
      url,
      headers,
      body: form ?? (json === undefined ? null : JSON.stringify(json)),
      timeoutMs: upload?.timeoutMs ?? timeoutMs,
    };

    let answer: Answer;
    try {
      answer =
        upload?.onProgress && Xhr
          ? await sendByXhr(Xhr, outgoing, upload.onProgress)
          : await sendByFetch(fetchImpl, outgoing);
    } catch (cause) {
      const reason = messageOf((cause as { cause?: unknown } | null)?.cause) ?? messageOf(cause) ?? String(cause);
      throw new ApiError(`Cannot reach the shop's server at ${url}: ${reason}`, 0, url);
    }
    return unwrap<T>(url, answer);
  }

  const read = async <T>(method: string, path: string, requestOptions?: RequestOptions) =>
    (await request<T>(method, path, requestOptions)).data;

  const productForm = ({ fields, images, existingImages, imageOrder }: ProductUpload) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      // Stone lines travel as a JSON string in a multipart form (docs/api.md).
      form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    form.append('existingImages', JSON.stringify(existingImages));
    if (imageOrder) form.append('imageOrder', JSON.stringify(imageOrder));
    for (const { file, name } of images) form.append('images', file, name);
    return form;
  };

  return {
    /** The token, or for an account with two-step sign-in a challenge to answer with a code (loginWithCode). */
    login: (input: LoginInput) => request<LoginAnswer>('POST', '/api/admin/login', { json: input }),
    /** The login's second step: its challenge and a code of the app, or a recovery code. */
    loginWithCode: (input: TwoStepLoginInput) =>
      request<LoginResult>('POST', '/api/admin/login/two-step', { json: input }),
    /** A new pending two-step secret for this account, to scan or type into an authenticator app. */
    setUpTwoStep: () => request<TwoStepSetup>('POST', '/api/admin/two-step/setup', { admin: true }),
    /** Turns two-step sign-in on with a first code of the app: answers the ten recovery codes, once. */
    enableTwoStep: (input: TwoStepEnableInput) =>
      request<TwoStepEnabled>('POST', '/api/admin/two-step/enable', { json: input, admin: true }),
    /** Turns this account's two-step sign-in off; its password proves it is the account's owner. */
    disableTwoStep: (input: TwoStepDisableInput) =>
      request<null>('POST', '/api/admin/two-step/disable', { json: input, admin: true }),
    /** Answers a fresh token for this session: every earlier token of the admin stops working. */
    setPassword: (input: SetPasswordInput) =>
      request<{ token: string }>('PUT', '/api/admin/set-password', { json: input, admin: true }),
    /** Ends every session of the admin on the server, this one included. */
    logout: () => request<null>('POST', '/api/admin/logout', { admin: true }),
    /** The signed-in account: its role, and whether it may change the rates now. */
    getMe: () => read<AdminMe>('GET', '/api/admin/me', { admin: true }),

    getRates: () => read<Rate[]>('GET', '/api/admin/get-price'),
    addRate: (input: RateInput) => request<SavedRate>('POST', '/api/admin/add-price', { json: input, admin: true }),
    /**
     * A change beyond the shop's rate guard is refused (409, an ApiError whose `data` is a
     * RateGuardRefusal) unless `confirm` is true.
     */
    updateRate: (input: RateInput & { id: number }) =>
      request<SavedRate>('PUT', '/api/admin/update-price', { json: input, admin: true }),
    deleteRate: (id: number) => request<null>('DELETE', `/api/admin/delete-price/${id}`, { admin: true }),

    getCategories: () => read<Category[]>('POST', '/api/admin/get-category'),
    addCategory: (input: CategoryWriteFields) =>
      request<Category>('POST', '/api/admin/add-category', { json: input, admin: true }),
    updateCategory: (id: number, input: CategoryWriteFields) =>
      request<Category>('PUT', `/api/admin/category/${id}`, { json: input, admin: true }),
    deleteCategory: (id: number) => request<null>('DELETE', `/api/admin/category/${id}`, { admin: true }),

    /** The savings plans for the site's build (public). */
    getSavingsPlans: () => read<SavingsPlan[]>('GET', '/api/user/savings-plans'),
    /** The same for the Shop settings page (owners). */
    getAdminSavingsPlans: () => read<SavingsPlan[]>('GET', '/api/admin/savings-plans', { admin: true }),
    addSavingsPlan: (input: SavingsPlanFormInput) =>
      request<SavingsPlan>('POST', '/api/admin/savings-plans', { json: input, admin: true }),
    updateSavingsPlan: (id: number, input: SavingsPlanFormInput) =>
      request<SavingsPlan>('PUT', `/api/admin/savings-plan/${id}`, { json: input, admin: true }),
    deleteSavingsPlan: (id: number) => request<null>('DELETE', `/api/admin/savings-plan/${id}`, { admin: true }),

    getProductCount: () => read<ProductCount>('GET', '/api/admin/product-count', { admin: true }),
    getAllProducts: () => read<Product[]>('POST', '/api/admin/get-product', { admin: true }),
    addProduct: (product: ProductUpload, upload?: UploadOptions) =>
      request<Product>('POST', '/api/admin/add-product', { form: productForm(product), admin: true, upload }),
    replaceProduct: (id: number, product: ProductUpload, upload?: UploadOptions) =>
      request<Product>('PUT', `/api/admin/product/${id}`, { form: productForm(product), admin: true, upload }),
    updateProduct: (input: Partial<ProductWriteFields> & { id: number }) =>
      request<Product>('PUT', '/api/admin/update-product', { json: input, admin: true }),
    deleteProduct: (id: number) => request<null>('DELETE', `/api/admin/product/${id}`, { admin: true }),
    /**
     * All or nothing: a refusal's ApiError carries `data.refused`, each refused piece and why. Given
     * minutes, not the usual 30 s: the CMS saves each piece as the form does (about 14 ms a piece on
     * SQLite), so 5,000 pieces take over a minute.
     */
    bulkEditProducts: (edit: BulkEditRequest) =>
      request<BulkEditResult>('PUT', '/api/admin/products', {
        json: edit,
        admin: true,
        upload: { timeoutMs: BULK_EDIT_TIMEOUT_MS },
      }),

    /**
     * Checks the stock sheet (dryRun) or applies it. A refusal with the rows at fault (an apply with
     * errors) is an ApiError whose `data` is the ImportReport.
     */
    importStock: (
      { file, photos, dryRun, confirm, skipErrors, createCategories }: StockImport,
      upload?: UploadOptions,
    ) => {
      const form = new FormData();
      form.append('dryRun', String(dryRun));
      if (confirm) form.append('confirm', 'true');
      if (skipErrors) form.append('skipErrors', 'true');
      if (createCategories) form.append('createCategories', 'true');
      form.append('file', file.file, file.name);
      if (photos) form.append('photos', photos.file, photos.name);
      return request<ImportReport>('POST', '/api/admin/import', { form, admin: true, upload });
    },
    /** Every piece as a sheet (`export`), or the import's template, as CSV or Excel. */
    downloadStockSheet: async (which: 'export' | 'import-template', format: 'csv' | 'xlsx'): Promise<SheetDownload> => {
      const url = `${baseUrl}/api/admin/${which}?format=${format}`;
      const token = options.getToken?.();
      let answer: Response;
      try {
        answer = await fetchImpl(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      } catch (cause) {
        throw new ApiError(`Cannot reach the shop's server at ${url}: ${String(cause)}`, 0, url);
      }
      // A refusal comes in the envelope; a sheet as a file.
      if (!answer.ok || (answer.headers.get('content-type') ?? '').startsWith('application/json')) {
        unwrap(url, { status: answer.status, body: await answer.json().catch(() => null) });
      }
      const named = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '');
      return { blob: await answer.blob(), fileName: named?.[1] ?? `stock.${format}` };
    },

    getBanners: () => read<Banner[]>('GET', '/api/admin/banner-images'),
    addBanner: ({ image, mobileImage, texts = {} }: BannerUpload, upload?: UploadOptions) => {
      const form = new FormData();
      for (const [field, text] of Object.entries(texts)) if (text) form.append(field, text);
      form.append('image', image.file, image.name);
      if (mobileImage) form.append('mobileImage', mobileImage.file, mobileImage.name);
      return request<Banner>('POST', '/api/admin/add-banner-image', { form, admin: true, upload });
    },
    setBannerPhonePicture: (id: number, picture: NamedFile, upload?: UploadOptions) => {
      const form = new FormData();
      form.append('mobileImage', picture.file, picture.name);
      return request<Banner>('PUT', `/api/admin/banner/${id}`, { form, admin: true, upload });
    },
    /** What a banner's picture says in English, Gujarati and Hindi; a text left out is cleared. */
    setBannerTexts: (id: number, texts: Partial<BannerTexts>) =>
      request<Banner>('PUT', `/api/admin/banner/${id}/texts`, { json: texts, admin: true }),
    deleteBanner: (id: number) => request<null>('DELETE', `/api/admin/delete-banner-image/${id}`, { admin: true }),

    listProducts: (query: CatalogueQuery) =>
      read<CataloguePage<Product>>('GET', '/api/user/product-list', { query: serializeCatalogueQuery(query, 'api') }),
    getNewArrivals: () => read<Product[]>('GET', '/api/user/get-new-arrivals'),
    /** The GST rate, the default hallmarking fee and the rate guard the CMS prices with. */
    getShopSettings: () => read<ShopSettings>('GET', '/api/user/shop'),
    /** The rates' prices over the last `days` (30 by default), oldest first: the home page's chart. */
    getRateHistory: (days?: number) =>
      read<RatePoint[]>('GET', '/api/user/rate-history', { query: historyQuery({ days }) }),
    /** Every rate change of the last `days` (90 by default), newest first, with who made it. */
    getRateChanges: (filter: { name?: string; days?: number } = {}) =>
      read<RateChange[]>('GET', '/api/admin/rate-history', { query: historyQuery(filter), admin: true }),
    getProduct: (id: number) => read<Product>('POST', '/api/user/get-product', { json: { id } }),
    /** A day's visit slots not yet started, each free or full (YYYY-MM-DD, India). */
    getVisitSlots: (date: string) =>
      read<VisitSlots>('GET', '/api/user/visit-slots', { query: new URLSearchParams({ date }) }),

    /** Visitors' enquiries, newest first, 20 a page, with the count of new ones. */
    getEnquiries: (filter: { status?: EnquiryStatus | undefined; search?: string | undefined; page?: number } = {}) =>
      read<EnquiryList>('GET', '/api/admin/enquiries', { query: enquiryQuery(filter), admin: true }),
    getEnquiry: (id: number) => read<Enquiry>('GET', `/api/admin/enquiry/${id}`, { admin: true }),
    setEnquiryStatus: (id: number, status: EnquiryStatus) =>
      request<Enquiry>('PUT', `/api/admin/enquiry/${id}`, { json: { status }, admin: true }),
    deleteEnquiry: (id: number) => request<null>('DELETE', `/api/admin/enquiry/${id}`, { admin: true }),
    /** Visitors' requests to erase their data (owners): open ones first, the soonest due first. */
    getErasureRequests: () => read<ErasureRequestList>('GET', '/api/admin/erasure-requests', { admin: true }),
    /** Erases every enquiry sent with the request's phone or email, and answers the request. */
    eraseForRequest: (id: number) =>
      request<ErasureResult>('POST', `/api/admin/erasure-request/${id}/erase`, { admin: true }),

    getPublishStatus: () => read<PublishStatus>('GET', '/api/admin/publish-status', { admin: true }),
    /** Calls the site's build hook at once; answers once it has answered, with the status then. */
    publishNow: () => request<PublishStatus>('POST', '/api/admin/publish-now', { admin: true }),
    /** The last 20 calls of the build hook, newest first. */
    getPublishHistory: () => read<PublishRecord[]>('GET', '/api/admin/publish-history', { admin: true }),
    /** The backups the CMS took: the last attempts and the newest verified one's age. */
    getBackups: () => read<BackupStatus>('GET', '/api/admin/backups', { admin: true }),
    /** 'Back up now': answers once the archive is written and verified (or has failed). */
    backUpNow: () => request<BackupRun>('POST', '/api/admin/backups', { admin: true }),
    /**
     * A link to a kept archive (the newest verified, unless one is named) that the browser opens
     * itself for a few minutes, so a large archive streams to disk; its address made absolute here.
     */
    backupDownloadLink: async (archive?: string): Promise<BackupDownloadLink> => {
      const { data } = await request<BackupDownloadLink>('POST', '/api/admin/backups/download-link', {
        json: archive === undefined ? {} : { archive },
        admin: true,
      });
      return { ...data, url: `${baseUrl}${data.url}` };
    },
    /** The shop's details as stored (null: the site's own setting) and its SMTP server, never its password. */
    getAdminShopSettings: () => read<AdminShopSettings>('GET', '/api/admin/shop-settings', { admin: true }),
    /** Writes the fields given, and only those; a change of a public detail republishes the site. */
    updateShopSettings: (input: ShopSettingsInput) =>
      request<AdminShopSettings>('PUT', '/api/admin/shop-settings', { json: input, admin: true }),
    /** Emails the shop through the SMTP server enquiries' emails use; the message says to whom. */
    sendTestEmail: () => request<{ to: string }>('POST', '/api/admin/shop-settings/test-email', { admin: true }),
    /** The shop's accounts, owners and staff, invited and disabled ones too (owners only). */
    getTeam: () => read<TeamMember[]>('GET', '/api/admin/team', { admin: true }),
    /** A new member and their single-use link to choose a password, emailed when SMTP is set. */
    inviteMember: (input: TeamInviteInput) =>
      request<TeamInvite>('POST', '/api/admin/team', { json: input, admin: true }),
    /** A new role, or disabling (every token of theirs ends) and re-enabling. */
    updateMember: (id: number, input: TeamUpdateInput) =>
      request<TeamMember>('PUT', `/api/admin/team/${id}`, { json: input, admin: true }),
    /** Removes a disabled member. */
    removeMember: (id: number) => request<null>('DELETE', `/api/admin/team/${id}`, { admin: true }),
    /** A fresh single-use link for the member to choose a password (an invite again while invited), emailed when SMTP is set. */
    /** Turns a member's two-step sign-in off (they lost their phone): their password alone signs them in. */
    turnOffMemberTwoStep: (id: number) =>
      request<TeamMember>('DELETE', `/api/admin/team/${id}/two-step`, { admin: true }),
    makeResetLink: (id: number) => request<TeamResetLink>('POST', `/api/admin/team/${id}/reset-link`, { admin: true }),
    /**
     * Asks for a reset link by email: the answer's message is the same whether or not the address
     * is an account's (another when the shop cannot send emails).
     */
    forgotPassword: (input: ForgotPasswordInput) =>
      request<null>('POST', '/api/admin/forgot-password', { json: input }),
    /** Sets the password an invite or reset link was made for; the link then stops working. */
    setPasswordByLink: (kind: 'accept-invite' | 'reset-password', input: PasswordLinkInput) =>
      request<null>('POST', `/api/admin/${kind}`, { json: input }),
    /**
     * A page of the history of changes, newest first (owners see every kind; staff the content's):
     * filtered by who, kind (and a record's id), a range of days and text.
     */
    getHistory: (filter: HistoryFilter = {}) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filter))
        if (value !== undefined && value !== '') query.set(key, String(value));
      return read<HistoryPage>('GET', '/api/admin/history', { query, admin: true });
    },
    getHealth: () => read<{ db: 'ok' }>('GET', '/api/health'),

    /** The CMS's VAPID public key: a browser's push subscription is made with it. */
    getPushKey: () => read<{ publicKey: string }>('GET', '/api/admin/push/key', { admin: true }),
    /** Alerts this device (its PushSubscription.toJSON()) of new enquiries and failed publishes. */
    subscribePush: (subscription: PushSubscriptionInput) =>
      request<{ endpoint: string }>('POST', '/api/admin/push/subscriptions', { json: subscription, admin: true }),
    unsubscribePush: (endpoint: string) =>
      request<null>('DELETE', '/api/admin/push/subscriptions', {
        query: new URLSearchParams({ endpoint }),
        admin: true,
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The given filters of a rate-history call, as its query. */
function historyQuery(filter: { name?: string | undefined; days?: number | undefined }): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.name !== undefined) query.set('name', filter.name);
  if (filter.days !== undefined) query.set('days', String(filter.days));
  return query;
}

/** The enquiry list's filter as its query string: only what is set. */
function enquiryQuery(filter: { status?: string | undefined; search?: string | undefined; page?: number }) {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.search?.trim()) query.set('search', filter.search.trim());
  if (filter.page && filter.page > 1) query.set('page', String(filter.page));
  return query;
}
