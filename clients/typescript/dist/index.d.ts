// Millie's TypeScript client (clients/typescript), built by `npm run build`: do not edit.
type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
type OkStatus = 200 | 201 | 202 | 203 | 204 | 206 | 207 | "2XX";
type ErrorStatus = 500 | 501 | 502 | 503 | 504 | 505 | 506 | 507 | 508 | 510 | 511 | "5XX" | 400 | 401 | 402 | 403 | 404 | 405 | 406 | 407 | 408 | 409 | 410 | 411 | 412 | 413 | 414 | 415 | 416 | 417 | 418 | 420 | 421 | 422 | 423 | 424 | 425 | 426 | 427 | 428 | 429 | 430 | 431 | 444 | 450 | 451 | 497 | 498 | 499 | "4XX" | "default";
type PathsWithMethod<Paths extends {}, PathnameMethod extends HttpMethod> = {
	[Pathname in keyof Paths]: Paths[Pathname] extends {
		[K in PathnameMethod]: any;
	} ? Pathname : never;
}[keyof Paths];
type ResponseObjectMap<T> = T extends {
	responses: any;
} ? T["responses"] : unknown;
type ResponseContent<T> = T extends {
	content: any;
} ? T["content"] : unknown;
type OperationRequestBody<T> = "requestBody" extends keyof T ? T["requestBody"] : never;
type PickRequestBody<T> = "requestBody" extends keyof T ? Pick<T, "requestBody"> : never;
type IsOperationRequestBodyOptional<T> = RequiredKeysOf<PickRequestBody<T>> extends never ? true : false;
type OperationRequestBodyMediaContent<T> = IsOperationRequestBodyOptional<T> extends true ? ResponseContent<NonNullable<OperationRequestBody<T>>> | undefined : ResponseContent<OperationRequestBody<T>>;
type OperationRequestBodyContent<T> = FilterKeys<OperationRequestBodyMediaContent<T>, MediaType> extends never ? FilterKeys<NonNullable<OperationRequestBodyMediaContent<T>>, MediaType> | undefined : FilterKeys<OperationRequestBodyMediaContent<T>, MediaType>;
type SuccessResponse<T extends Record<string | number, any>, Media extends MediaType = MediaType> = GetResponseContent<T, Media, OkStatus>;
type GetResponseContent<T extends Record<string | number, any>, Media extends MediaType = MediaType, ResponseCode extends keyof T = keyof T> = ResponseCode extends keyof T ? {
	[K in ResponseCode]: T[K]["content"] extends Record<string, any> ? FilterKeys<T[K]["content"], Media> extends never ? T[K]["content"] : FilterKeys<T[K]["content"], Media> : K extends keyof T ? T[K]["content"] : never;
}[ResponseCode] : never;
type ErrorResponse<T extends Record<string | number, any>, Media extends MediaType = MediaType> = GetResponseContent<T, Media, ErrorStatus>;
type FilterKeys<Obj, Matchers> = Obj[keyof Obj & Matchers];
type MediaType = `${string}/${string}`;
type RequiredKeysOfHelper<T> = {
	[K in keyof T]: {} extends Pick<T, K> ? never : K;
}[keyof T];
type RequiredKeysOf<T> = RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;
type $Read<T> = {
	readonly $read: T;
};
type $Write<T> = {
	readonly $write: T;
};
type Readable<T> = T extends $Write<any> ? never : T extends $Read<infer U> ? Readable<U> : T extends (infer E)[] ? Readable<E>[] : T extends object ? {
	[K in keyof T as NonNullable<T[K]> extends $Write<any> ? never : K]: Readable<T[K]>;
} : T;
type Writable<T> = T extends $Read<any> ? never : T extends $Write<infer U> ? Writable<U> : T extends (infer E)[] ? Writable<E>[] : T extends object ? {
	[K in keyof T as NonNullable<T[K]> extends $Read<any> ? never : K]: Writable<T[K]>;
} & {
	[K in keyof T as NonNullable<T[K]> extends $Read<any> ? K : never]?: never;
} : T;
interface ClientOptions extends Omit<RequestInit, "headers"> {
	/** set the common root URL for all API requests */
	baseUrl?: string;
	/** custom fetch (defaults to globalThis.fetch) */
	fetch?: (input: Request) => Promise<Response>;
	/** custom Request (defaults to globalThis.Request) */
	Request?: typeof Request;
	/** global querySerializer */
	querySerializer?: QuerySerializer<unknown> | QuerySerializerOptions;
	/** global bodySerializer */
	bodySerializer?: BodySerializer<unknown>;
	/** global pathSerializer */
	pathSerializer?: PathSerializer;
	headers?: HeadersOptions;
	/** RequestInit extension object to pass as 2nd argument to fetch when supported (defaults to undefined) */
	requestInitExt?: Record<string, unknown>;
}
type HeadersOptions = Required<RequestInit>["headers"] | Record<string, string | number | boolean | (string | number | boolean)[] | null | undefined>;
type QuerySerializer<T> = (query: T extends {
	parameters: any;
} ? NonNullable<T["parameters"]["query"]> : Record<string, unknown>) => string;
type QuerySerializerOptions = {
	/** Set serialization for arrays. @see https://swagger.io/docs/specification/serialization/#query */
	array?: {
		/** default: "form" */
		style: "form" | "spaceDelimited" | "pipeDelimited";
		/** default: true */
		explode: boolean;
	};
	/** Set serialization for objects. @see https://swagger.io/docs/specification/serialization/#query */
	object?: {
		/** default: "deepObject" */
		style: "form" | "deepObject";
		/** default: true */
		explode: boolean;
	};
	/**
	 * The `allowReserved` keyword specifies whether the reserved characters
	 * `:/?#[]@!$&'()*+,;=` in parameter values are allowed to be sent as they
	 * are, or should be percent-encoded. By default, allowReserved is `false`,
	 * and reserved characters are percent-encoded.
	 * @see https://swagger.io/docs/specification/serialization/#query
	 */
	allowReserved?: boolean;
};
type BodySerializer<T> = (body: OperationRequestBodyContent<T>) => any;
type PathSerializer = (pathname: string, pathParams: Record<string, unknown>) => string;
type BodyType<T = unknown> = {
	json: T;
	text: Awaited<ReturnType<Response["text"]>>;
	blob: Awaited<ReturnType<Response["blob"]>>;
	arrayBuffer: Awaited<ReturnType<Response["arrayBuffer"]>>;
	stream: Response["body"];
};
type ParseAs = keyof BodyType;
type ParseAsResponse<T, Options> = Options extends {
	parseAs: ParseAs;
} ? BodyType<T>[Options["parseAs"]] : T;
interface DefaultParamsOption {
	params?: {
		query?: Record<string, unknown>;
	};
}
type ParamsOption<T> = T extends {
	parameters: any;
} ? RequiredKeysOf<T["parameters"]> extends never ? {
	params?: T["parameters"];
} : {
	params: T["parameters"];
} : DefaultParamsOption;
type RequestBodyOption<T> = Writable<OperationRequestBodyContent<T>> extends never ? {
	body?: never;
} : IsOperationRequestBodyOptional<T> extends true ? {
	body?: Writable<OperationRequestBodyContent<T>>;
} : {
	body: Writable<OperationRequestBodyContent<T>>;
};
type FetchOptions<T> = RequestOptions<T> & Omit<RequestInit, "body" | "headers">;
type FetchResponse<T extends Record<string | number, any>, Options, Media extends MediaType> = {
	data: ParseAsResponse<Readable<SuccessResponse<ResponseObjectMap<T>, Media>>, Options>;
	error?: never;
	response: Response;
} | {
	data?: never;
	error: Readable<ErrorResponse<ResponseObjectMap<T>, Media>>;
	response: Response;
};
type RequestOptions<T> = ParamsOption<T> & RequestBodyOption<T> & {
	baseUrl?: string;
	querySerializer?: QuerySerializer<T> | QuerySerializerOptions;
	bodySerializer?: BodySerializer<T>;
	pathSerializer?: PathSerializer;
	parseAs?: ParseAs;
	fetch?: ClientOptions["fetch"];
	headers?: HeadersOptions;
	middleware?: Middleware[];
};
type MergedOptions<T = unknown> = {
	baseUrl: string;
	parseAs: ParseAs;
	querySerializer: QuerySerializer<T>;
	bodySerializer: BodySerializer<T>;
	pathSerializer: PathSerializer;
	fetch: typeof globalThis.fetch;
};
interface MiddlewareRequestParams {
	query?: Record<string, unknown>;
	header?: Record<string, unknown>;
	path?: Record<string, unknown>;
	cookie?: Record<string, unknown>;
}
interface MiddlewareCallbackParams {
	/** Current Request object */
	request: Request;
	/** The original OpenAPI schema path (including curly braces) */
	readonly schemaPath: string;
	/** OpenAPI parameters as provided from openapi-fetch */
	readonly params: MiddlewareRequestParams;
	/** Unique ID for this request */
	readonly id: string;
	/** createClient options (read-only) */
	readonly options: MergedOptions;
}
type MiddlewareOnRequest = (options: MiddlewareCallbackParams) => void | Request | Response | undefined | Promise<Request | Response | undefined | void>;
type MiddlewareOnResponse = (options: MiddlewareCallbackParams & {
	response: Response;
}) => void | Response | undefined | Promise<Response | undefined | void>;
type MiddlewareOnError = (options: MiddlewareCallbackParams & {
	error: unknown;
}) => void | Response | Error | Promise<void | Response | Error>;
type Middleware = {
	onRequest: MiddlewareOnRequest;
	onResponse?: MiddlewareOnResponse;
	onError?: MiddlewareOnError;
} | {
	onRequest?: MiddlewareOnRequest;
	onResponse: MiddlewareOnResponse;
	onError?: MiddlewareOnError;
} | {
	onRequest?: MiddlewareOnRequest;
	onResponse?: MiddlewareOnResponse;
	onError: MiddlewareOnError;
};
type MaybeOptionalInit<Params, Location extends keyof Params> = RequiredKeysOf<FetchOptions<FilterKeys<Params, Location>>> extends never ? FetchOptions<FilterKeys<Params, Location>> | undefined : FetchOptions<FilterKeys<Params, Location>>;
type InitParam<Init> = RequiredKeysOf<Init> extends never ? [
	(Init & {
		[key: string]: unknown;
	})?
] : [
	Init & {
		[key: string]: unknown;
	}
];
type ClientMethod<Paths extends Record<string, Record<HttpMethod, {}>>, Method extends HttpMethod, Media extends MediaType> = <Path extends PathsWithMethod<Paths, Method>, Init extends MaybeOptionalInit<Paths[Path], Method>>(url: Path, ...init: InitParam<Init>) => Promise<FetchResponse<Paths[Path][Method], Init, Media>>;
type ClientRequestMethod<Paths extends Record<string, Record<HttpMethod, {}>>, Media extends MediaType> = <Method extends HttpMethod, Path extends PathsWithMethod<Paths, Method>, Init extends MaybeOptionalInit<Paths[Path], Method>>(method: Method, url: Path, ...init: InitParam<Init>) => Promise<FetchResponse<Paths[Path][Method], Init, Media>>;
interface Client<Paths extends {}, Media extends MediaType = MediaType> {
	request: ClientRequestMethod<Paths, Media>;
	/** Call a GET endpoint */
	GET: ClientMethod<Paths, "get", Media>;
	/** Call a PUT endpoint */
	PUT: ClientMethod<Paths, "put", Media>;
	/** Call a POST endpoint */
	POST: ClientMethod<Paths, "post", Media>;
	/** Call a DELETE endpoint */
	DELETE: ClientMethod<Paths, "delete", Media>;
	/** Call a OPTIONS endpoint */
	OPTIONS: ClientMethod<Paths, "options", Media>;
	/** Call a HEAD endpoint */
	HEAD: ClientMethod<Paths, "head", Media>;
	/** Call a PATCH endpoint */
	PATCH: ClientMethod<Paths, "patch", Media>;
	/** Call a TRACE endpoint */
	TRACE: ClientMethod<Paths, "trace", Media>;
	/** Register middleware */
	use(...middleware: Middleware[]): void;
	/** Unregister middleware */
	eject(...middleware: Middleware[]): void;
}
/**
 * This file was auto-generated by openapi-typescript.
 * Do not make direct changes to the file.
 */
export interface paths {
	"/v1/games": {
		parameters: {
			query?: never;
			header?: never;
			path?: never;
			cookie?: never;
		};
		/**
		 * The lobby: games of every type
		 * @description Filter by `type` and `status` (`lobby`: seats can be taken; `active`; `finished`),
		 *     newest first, `page_size` at a time. Each entry is public: type, status, seats taken
		 *     and free, and the players' names.
		 */
		get: operations["list_games"];
		put?: never;
		post?: never;
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/millimemory/games/{game_id}/predict": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Lock your secret prediction
		 * @description A length in millimetres, 0 to 300, one decimal at most (Q3). A locked prediction
		 *     cannot change; nobody sees it until every player has locked, when the answer is
		 *     revealed and scored (Q2, Q6, Q7). Name the `card` you mean (as `legal_actions`
		 *     does): if the table has moved on to another card since, the answer is 409
		 *     `card_changed` and nothing is locked.
		 */
		post: operations["predict"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/millimemory/games/{game_id}/skip": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Skip this card: "I don't know this object"
		 * @description Any player who has not locked a prediction on the card may skip it before the answer
		 *     is revealed: the card is discarded unanswered, predictions on it are void, and the
		 *     next card is revealed. A skipped card does not count as played. A player who has
		 *     locked gets 409 `prediction_locked` (Q5).
		 */
		post: operations["skip"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/millions/games/{game_id}/claim": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Place your character on a flipped card
		 * @description The race (M7): the server applies claims in the order it commits them. An Item holds
		 *     two characters, a Steal or Reappraise one; a full card answers 409 `card_full` and
		 *     you place again. A placement is final; you may place on your own card.
		 */
		post: operations["claim"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/millions/games/{game_id}/flip": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * One, Two, Three... Flip!
		 * @description Turns over the top card of every pile at once and opens the race (M6, M7). Any
		 *     seated player may flip, only when no round is in progress.
		 */
		post: operations["flip"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/millions/games/{game_id}/reappraise": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Resolve your Reappraise
		 * @description Name a slot of your row: the item is revealed, you draw a new appraisal in secret,
		 *     and the old appraisal goes to the middle of the deck (M13). Or decline.
		 */
		post: operations["reappraise"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/millions/games/{game_id}/squabbles/{n}/answer": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
				n: number;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Answer the judge
		 * @description The squabbler the judge asked answers, once (M14).
		 */
		post: operations["squabble_answer"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/millions/games/{game_id}/squabbles/{n}/judge": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
				n: number;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Name the squabble's judge
		 * @description The selector names a judge among the players not in the squabble (M14).
		 */
		post: operations["squabble_judge"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/millions/games/{game_id}/squabbles/{n}/question": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
				n: number;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Ask a squabbler a question
		 * @description After both stories the judge may ask each squabbler one question (M14).
		 */
		post: operations["squabble_question"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/millions/games/{game_id}/squabbles/{n}/story": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
				n: number;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Tell your story
		 * @description Each squabbler tells why the item is rightly theirs, the selector first (M14).
		 */
		post: operations["squabble_story"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/millions/games/{game_id}/squabbles/{n}/verdict": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
				n: number;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Award the item: the squabble-verdict
		 * @description The judge gives the card to one of the two squabblers; the judge's word is final
		 *     (M14). Not while a question awaits its answer.
		 */
		post: operations["squabble_verdict"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/millions/games/{game_id}/steal": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Resolve your Steal
		 * @description Name an opponent and a slot of their row (from 1) to take that card, revealed, with
		 *     any appraisal under it (M10); or decline. With the vault's Steal at the end (M18)
		 *     name only the victim: you take their highest-valued item.
		 */
		post: operations["steal"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/morbid-living/games/{game_id}/buy": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Buy the drawn necessity
		 * @description Pay its price in cash, or with a credit card (`"credit": true`); a job is free (L8).
		 */
		post: operations["buy"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/morbid-living/games/{game_id}/discard": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Discard a card over the limit
		 * @description One job, two residences, two vehicles: over a limit, choose which card goes (L10).
		 */
		post: operations["discard"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/morbid-living/games/{game_id}/draw": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Draw a card, or take the discard pile's necessity
		 * @description `{"source": "deck"}` draws the top card, read aloud to all; `{"source": "discard"}`
		 *     takes the necessity card on top of the discard pile, paying its price (in cash, or
		 *     with `"credit": true` by credit card) (L8).
		 */
		post: operations["draw"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/morbid-living/games/{game_id}/end-turn": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * End your turn
		 * @description Once nothing is left to decide; the next player's turn begins (L9, L14).
		 */
		post: operations["end_turn"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/morbid-living/games/{game_id}/pass": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Pass the drawn card
		 * @description The drawn necessity or steal card goes to the discard pile (L8).
		 */
		post: operations["pass_card"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/morbid-living/games/{game_id}/pay": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Settle what an action card asks
		 * @description With a credit card (`"credit": true`, not on Bankrupt), or with your cash once it
		 *     covers the debt, or when nothing is left to sell: the rest is forgiven (L11).
		 */
		post: operations["pay"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/morbid-living/games/{game_id}/sell": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Sell a residence or vehicle
		 * @description Any time in your turn: to the discard pile for half its price, rounded up to the
		 *     next $10,000 (L9). Also how a debt is covered (L11) and a limit kept (L10).
		 */
		post: operations["sell"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/morbid-living/games/{game_id}/steal": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Use the drawn steal card
		 * @description Name a victim (and, for a residence, vehicle or job, which card): you take it, or
		 *     the money the card names, up to what they have (L2). Or `{"decline": true}`.
		 */
		post: operations["steal_from_player"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/players": {
		parameters: {
			query?: never;
			header?: never;
			path?: never;
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Make a player
		 * @description A player plays many games under one name and one token: with it, join any game
		 *     (the seat is yours; the seat's own token works too), act in every game you are
		 *     seated in, seek games (matchmaking) and be rated. The token is shown once and
		 *     stored only as a hash. `bot: true` marks a program: every listing shows it. An
		 *     address may make `PLAYERS_PER_IP_PER_HOUR` players an hour (429 `rate_limited`).
		 */
		post: operations["create_player"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/players/me": {
		parameters: {
			query?: never;
			header?: never;
			path?: never;
			cookie?: never;
		};
		/**
		 * Your own profile (a player's token)
		 * @description The same as your public profile (`GET /v1/players/{player_id}`): a way to learn
		 *     your id from your token.
		 */
		get: operations["get_me"];
		put?: never;
		post?: never;
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/players/me/games": {
		parameters: {
			query?: never;
			header?: never;
			path?: never;
			cookie?: never;
		};
		/**
		 * Your games (a player's token)
		 * @description Every game you hold a seat in, in the lobby, active or finished, the most recently
		 *     changed first, with your seat: `status` filters them.
		 */
		get: operations["list_my_games"];
		put?: never;
		post?: never;
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/players/me/stream": {
		parameters: {
			query?: never;
			header?: never;
			path?: never;
			cookie?: never;
		};
		/**
		 * Follow all your games as Server-Sent Events (a player's token)
		 * @description One connection for every game you play, lichess-style: a seek matched (or a host
		 *     started a game you sit in) is `game_started`; each time a game changes while it
		 *     waits for a decision of yours, `your_turn` with those decisions (then `GET` the
		 *     game, or act on its `legal_actions`); `game_finished` when it ends. Resume with `Last-Event-ID`:
		 *     every game that changed since then is told again (at least once; tell repeats by
		 *     the game's `id` and `version`). The stream closes after five minutes (EventSource
		 *     reconnects). It counts as one waiting request (429 `too_many_waiting`).
		 */
		get: operations["stream_my_games"];
		put?: never;
		post?: never;
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/players/{player_id}": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				player_id: string;
			};
			cookie?: never;
		};
		/**
		 * A player's public profile
		 * @description Name, bot or not, ratings per game type and the ten games they played last.
		 */
		get: operations["get_player"];
		put?: never;
		post?: never;
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/players/{player_id}/ratings/{game_type}": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				player_id: string;
				game_type: components["schemas"]["GameType"];
			};
			cookie?: never;
		};
		/**
		 * A player's rating history in one game type
		 * @description Their rating after each of their last 50 rated games of the type, newest first,
		 *     with the rank they finished at.
		 */
		get: operations["get_rating_history"];
		put?: never;
		post?: never;
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/games": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Create a game in the lobby
		 * @description The answer holds the game's view and the host's token (shown once): the host starts
		 *     the game; to play too, the host joins like anyone else. A `seed` makes the game
		 *     replayable and is then shown as `seeded: true` in every view (G1). With
		 *     `"listed": false` the game is left out of the lobby (`GET /v1/games`): only those
		 *     the host gives its id (or its path) find it and join it.
		 */
		post: operations["create_game"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/games/{game_id}": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		/**
		 * The game as the caller may see it
		 * @description With a player's token: that seat's view, with what only that seat may see,
		 *     `pending` and `legal_actions`. With the host's token or none: the public view.
		 */
		get: operations["get_game"];
		put?: never;
		post?: never;
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/games/{game_id}/bots": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Seat a bot played by the server (host only)
		 * @description The bot takes the next seat and plays with the named policy (the same policies as
		 *     the client bots). Each of its decisions is due a reaction delay after it opens
		 *     (0.8 to 2.0 s by default); the first request that touches the game after that lets
		 *     it act, so its claims race a human's in order of time. Its moves are events and
		 *     recorded actions like anyone's.
		 */
		post: operations["add_bot"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/games/{game_id}/events": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		/**
		 * The game's events
		 * @description Events with a sequence number above `after`, as the caller may see them, oldest
		 *     first, at most `limit`. A secret part (the value of an appraisal you drew) is
		 *     included only for the seat it belongs to. With `wait` (seconds, at most 30), when
		 *     no event is newer than `after`, the answer comes as soon as one is committed, by
		 *     any server process, or after `wait` seconds with an empty list (long-poll). A
		 *     client may hold a few dozen waiting requests at once (429 `too_many_waiting`).
		 */
		get: operations["list_events"];
		put?: never;
		post?: never;
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/games/{game_id}/export": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		/**
		 * Export a finished game (G2)
		 * @description Everything: options, seed, seats, every engine call with its time (`actions`),
		 *     every event with its secret part, and the final state. `millie replay FILE` replays
		 *     the seed and the actions and checks that they give the same final state (G1).
		 *     Anyone may export a finished game. It shows what no view does, even at the end (the
		 *     out-of-play cards, the appraisal deck's order): G2's full record, which the seed and
		 *     the actions would reveal anyway.
		 */
		get: operations["export_game"];
		put?: never;
		post?: never;
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/games/{game_id}/players": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Take a seat
		 * @description The body names the player, with the other fields the game's join body declares
		 *     (its `<Game>Join` schema). The name is taken as an RFC 8266 nickname (spaces
		 *     trimmed and collapsed, NFKC; invisible characters and bidi controls refused:
		 *     `bad_name`), and one that looks like a seated player's (their TR39 skeletons match,
		 *     case aside: "Ann", "ANN", "Ann" with a Cyrillic A) is refused with 409 `name_taken`
		 *     (ruling G3). The answer holds the new player's token: shown once, stored only as a
		 *     hash. Send no token (or the host's) to join.
		 *
		 *     With a player's token (docs/players.md) the seat is the player's: their token acts
		 *     in the game as the seat's does (both work), the game is in their
		 *     `GET /v1/players/me/games`, and `name` may be left out (the player's is taken). A
		 *     player holds one seat per game: joining again is 409 `already_seated`.
		 */
		post: operations["join_game"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/games/{game_id}/players/{seat}": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
				seat: number;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		post?: never;
		/**
		 * Remove a seat in the lobby (host only)
		 * @description Before the game starts, the host may take a player (or a bot) out: the seat's token
		 *     stops working, and the seats after it move up one (seat 3 becomes seat 2, and so
		 *     on): their tokens keep working, and each view's `you` says the new number. Everyone
		 *     sees a public `player_removed` event with the seat and the name. Send `If-Match`
		 *     with the version you saw, so that a retry cannot remove the player who moved up
		 *     into the seat. After the start: 409 `game_started`.
		 */
		delete: operations["remove_player"];
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/games/{game_id}/players/{seat}/token": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
				seat: number;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Kick a seat's holder and reissue its token (host only)
		 * @description For a player who lost their token, or a new player in place of one who left: the
		 *     seat's old token stops working at once; the new one is shown once, and the host
		 *     hands it to whoever takes the seat over. Everyone is told: a public
		 *     `token_reissued` event names the seat, and the game's version goes up, so nobody
		 *     can take over a seat unseen (the host included). The game itself does not change.
		 *     Once the game is finished its seats stay as they were: 409 `game_finished`.
		 */
		post: operations["reissue_token"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/games/{game_id}/score": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		/**
		 * The score
		 * @description What the caller may know of the scores: each game's score (its `<Game>Score`
		 *     schema) says what that is.
		 */
		get: operations["get_score"];
		put?: never;
		post?: never;
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/games/{game_id}/start": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Start the game (host only)
		 * @description The game's setup happens now, as its rules say; it needs at least the game's
		 *     fewest players (`not_enough_players`).
		 */
		post: operations["start_game"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/games/{game_id}/stream": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		/**
		 * Follow the game as Server-Sent Events
		 * @description The stream opens with a `snapshot` message holding your view of the game, then
		 *     sends the events after `Last-Event-ID` (or `after`) as they are committed, each with
		 *     `id` = its sequence number, so a reconnecting EventSource misses and repeats none.
		 *     It closes after five minutes, or when the game is over and every event is sent. A
		 *     client may hold a few dozen streams at once (429 `too_many_waiting`).
		 */
		get: operations["stream_events"];
		put?: never;
		post?: never;
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/leaderboard": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
			};
			cookie?: never;
		};
		/**
		 * The leaderboard of a game type
		 * @description Every player with a rating in the game type, best first by `mu - 3 sigma` (the
		 *     rating shown), humans and bots together or apart (`players`). A player is
		 *     `provisional` until they have finished 10 rated games of the type.
		 */
		get: operations["get_leaderboard"];
		put?: never;
		post?: never;
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/seeks": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
			};
			cookie?: never;
		};
		get?: never;
		put?: never;
		/**
		 * Seek a game (matchmaking; a player's token)
		 * @description Ask for a game of this type: how many players (`4`, or `{"min": 3, "max": 5}`),
		 *     rated or not (rated by default), the game's options, and the ratings the others may
		 *     have (`rating_range`, in this game type). As soon as enough open seeks fit each
		 *     other (the same options, rated or not, a player count each takes, each one's rating
		 *     in the others' ranges, each of another player), they become a started game: every
		 *     seat a seeker's, in the order they seeked; each seek is in exactly one game. If
		 *     yours completes a game, the answer says `matched` with the game; else it is `open`
		 *     until matched (see `GET .../seeks/{seek_id}`, `GET /v1/players/me/games`), cancelled
		 *     or expired (`SEEK_SECONDS`, 10 minutes by default). A player may hold
		 *     `SEEKS_PER_PLAYER` open seeks (3 by default): one more is 409 `too_many_seeks`. A
		 *     rated game should set the game's timers (its options), so that an abandoned game
		 *     still ends. With a token that is not a player's: 403 `not_a_player`.
		 */
		post: operations["create_seek"];
		delete?: never;
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
	"/v1/{game_type}/seeks/{seek_id}": {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				seek_id: string;
			};
			cookie?: never;
		};
		/**
		 * One of your seeks (a player's token)
		 * @description Open, matched (with its game), cancelled or expired.
		 */
		get: operations["get_seek"];
		put?: never;
		post?: never;
		/**
		 * Cancel your seek (a player's token)
		 * @description An open seek is cancelled: no game will be made of it. One already matched is 409
		 *     `seek_matched`, with its game (it has started: play it). Cancelling a seek that is
		 *     cancelled or expired already answers it as it is.
		 */
		delete: operations["cancel_seek"];
		options?: never;
		head?: never;
		patch?: never;
		trace?: never;
	};
}
export interface components {
	schemas: {
		CreatedGame: {
			game: components["schemas"]["MillionsView"] | components["schemas"]["MillimemoryView"] | components["schemas"]["MorbidLivingView"];
			/** @description Shown once. */
			host_token: string;
		};
		Empty: Record<string, never>;
		Event: {
			/** Format: date-time */
			at: string;
			/** @description Public facts; the fields depend on `kind` (docs/rules). */
			data: {
				[key: string]: unknown;
			};
			/** @example claimed */
			kind: string;
			/** @description For its holder only: the facts only that seat may read; the fields depend on `kind` (docs/rules). */
			secret?: {
				[key: string]: unknown;
			};
			seq: number;
		};
		EventPage: {
			events: components["schemas"]["Event"][];
			/** @description The game's newest event. */
			last_seq: number;
			/** @description With `view=true` only: your view of the game, as GET gives it, read in the same request just before the events. Its `last_seq` is the newest event it shows: when that is the last event you hold, the view is current. If a move was committed in between, the page goes further than the view: read the view again. */
			view?: components["schemas"]["MillionsView"] | components["schemas"]["MillimemoryView"] | components["schemas"]["MorbidLivingView"];
		};
		Export: {
			actions: components["schemas"]["RecordedAction"][];
			/** Format: date-time */
			created_at: string;
			events: components["schemas"]["RecordedEvent"][];
			final_state: {
				[key: string]: unknown;
			};
			id: string;
			options: {
				[key: string]: unknown;
			};
			seats: {
				[key: string]: unknown;
			}[];
			seed: number;
			seeded: boolean;
			type: string;
		};
		FreeField: {
			/** @description Digits allowed after the point. */
			decimals?: number;
			max?: number;
			max_length?: number;
			min?: number;
			min_length?: number;
			/** @example string */
			type: string;
		};
		/** @enum {string} */
		GameType: "millions" | "millimemory" | "morbid-living";
		JoinedBot: {
			/** @description The view. */
			game: {
				[key: string]: unknown;
			};
			/** @description The bot's seat request, with `seat` and `bot` (its policy). */
			player: {
				[key: string]: unknown;
			};
		};
		LeaderLine: {
			/** @description Registered as a bot (a program): the same as `is_bot`. */
			bot: boolean;
			games: number;
			id: string;
			/** @description true for a player registered as a bot (a program), as every listing says. */
			is_bot: boolean;
			mu: number;
			name: string;
			place: number;
			provisional: boolean;
			rating: number;
			sigma: number;
		};
		Leaderboard: {
			page: number;
			page_size: number;
			players: components["schemas"]["LeaderLine"][];
			total: number;
			type: string;
		};
		ListedSeat: {
			/** @description The policy of a bot the server plays in this seat; null otherwise (a person, or a player registered as a bot: see `is_bot`). */
			bot: string | null;
			/** @description true when a program plays this seat: a bot the server plays (`bot` names its policy) or a player registered with `bot: true`; false for a person. */
			is_bot: boolean;
			name: string;
			seat: number;
		};
		LobbyEntry: {
			/** Format: date-time */
			created_at: string;
			id: string;
			/** @description The game's URL path. */
			path: string;
			/** @description Names. */
			players: string[];
			/** @description The seats taken, in order: each with its name and `is_bot`. */
			seats: components["schemas"]["ListedSeat"][];
			/** @description 0 once started. */
			seats_free: number;
			seeded: boolean;
			/** @enum {string} */
			status: "lobby" | "active" | "finished";
			/** @description The game's slug. */
			type: string;
			/** Format: date-time */
			updated_at: string;
			version: number;
		};
		LobbyPage: {
			games: components["schemas"]["LobbyEntry"][];
			page: number;
			page_size: number;
			/** @description Games that match. */
			total: number;
		};
		MillimemoryActionBody: {
			card?: string;
			colour?: string;
			mm?: number;
			name?: string;
			/** @description add_bot: the bot's policy. */
			policy?: string;
		};
		MillimemoryBotSeat: {
			/**
			 * @description Q4: each once per game. By default the free seat's.
			 * @enum {string}
			 */
			colour?: "blue" | "rose" | "gold" | "green" | "purple" | "orange";
			/**
			 * @description Reaction delay per decision, upper bound (seconds).
			 * @default 2
			 */
			max_delay?: number;
			/**
			 * @description Reaction delay per decision, lower bound (seconds).
			 * @default 0.8
			 */
			min_delay?: number;
			/** @description By default the free seat's. */
			name?: string;
			/**
			 * @description How the bot plays: random|estimator.
			 * @example random
			 */
			policy: string;
		};
		MillimemoryCreateGame: {
			/**
			 * @description false: an unlisted game, left out of the lobby (GET /v1/games); players join it by its id, which the host hands them.
			 * @default true
			 * @example true
			 */
			listed?: boolean;
			options?: components["schemas"]["MillimemoryOptions"];
			/**
			 * @description Seed for a replayable game (G1); the view then says so.
			 * @default null
			 */
			seed?: number | null;
		};
		MillimemoryJoin: {
			/**
			 * @description Q4: each once per game.
			 * @enum {string}
			 */
			colour: "blue" | "rose" | "gold" | "green" | "purple" | "orange";
			name: string;
		};
		MillimemoryJoined: {
			game: components["schemas"]["MillimemoryView"];
			player: components["schemas"]["MillimemoryPlayer"];
			/** @description Shown once. */
			token: string;
		};
		MillimemoryLeaders: {
			score: number;
			seats: number[];
		};
		MillimemoryLegalAction: {
			/** @enum {string} */
			action: "join" | "start" | "add_bot" | "predict" | "skip";
			body: components["schemas"]["MillimemoryActionBody"];
			/** @description Fields the player writes: the body holds an example. */
			free?: {
				[key: string]: components["schemas"]["FreeField"];
			};
			/** @description What the action does, in the game's words ("Claim the Honey Pot Cookie Jar (yellow, $5,000)"): enough to show or choose it without knowing the game. It says only what the caller may see, and leaves out the values of `free` fields. */
			label: string;
			/** @enum {string} */
			method: "POST";
			path: string;
		};
		MillimemoryOptions: {
			/**
			 * @description Q6: seconds to lock a prediction; who has none then scores Miss, and the answer is revealed.
			 * @default null
			 */
			prediction_seconds?: number | null;
			/**
			 * @description Q8: one winner; tied leaders play playoff rounds.
			 * @default false
			 */
			single_winner?: boolean;
		};
		MillimemoryOptionsView: {
			single_winner: boolean;
		};
		MillimemoryPending: {
			/**
			 * Format: date-time
			 * @description When the server acts for a late player (M21, Q6, turn_seconds); null when the game has no timer for this decision.
			 */
			deadline: string | null;
			/** @enum {string} */
			decision: "start" | "predict";
			/** @description The seat the game waits for; null: the host (to start). */
			seat: number | null;
		};
		MillimemoryPlayer: {
			colour?: string;
			name: string;
			seat: number;
		};
		MillimemoryPredictBody: {
			/** @description The card you mean; if the table has moved on: 409. */
			card?: string;
			/** @description Q3: millimetres, 0 to 300, one decimal at most. */
			mm: number;
		};
		MillimemoryQuestionFace: {
			/** @example question-1 */
			id: string;
			/** @description The answer, once revealed. */
			mm?: number;
			/** @description Once the answer is revealed. */
			object?: string;
			part: string;
			prompt: string;
			/** @description Where the answer comes from. */
			source?: string;
		};
		MillimemoryResult: {
			cards_played: number;
			/** @enum {string} */
			ended_by: "target" | "playoff" | "deck_empty";
			/** @description Q10: after a deck run-out, the highest score and its seats. */
			leaders: components["schemas"]["MillimemoryLeaders"] | null;
			masters: number[];
			scores: components["schemas"]["MillimemorySeatScore"][];
			solo_rank: string | null;
			winners: number[];
		};
		/** @description The scores are in the open: everyone sees them, with the winners (and the solo rank) at the end. */
		MillimemoryScore: {
			cards_played: number;
			final: boolean;
			id: string;
			/** @description Q10: after a deck run-out, the highest score and its seats. */
			leaders: components["schemas"]["MillimemoryLeaders"] | null;
			masters: number[];
			/** @description Null until the game is finished (scores may be secret while it is played), then its end in the same shape for every game. */
			result: components["schemas"]["Result"] | null;
			scores: components["schemas"]["MillimemoryScoreLine"][];
			/** @description Q9: A to E, solo games only. */
			solo_rank: string | null;
			/** @enum {string} */
			status: "lobby" | "active" | "finished";
			/** @enum {string} */
			type: "millimemory";
			version: number;
			winners: number[];
		};
		MillimemoryScoreLine: {
			colour: string;
			name: string;
			score: number;
			seat: number;
			winner: boolean;
		};
		MillimemorySeat: {
			/** @description The policy of a bot the server plays in this seat; null otherwise (a person, or a player registered as a bot: see `is_bot`). */
			bot: string | null;
			colour: string;
			/** @description Predicts this round. */
			contender: boolean;
			/** @description true when a program plays this seat: a bot the server plays (`bot` names its policy) or a player registered with `bot: true`; false for a person. */
			is_bot: boolean;
			/** @description Has locked a prediction. */
			locked: boolean;
			name: string;
			score: number;
			seat: number;
		};
		MillimemorySeatScore: {
			score: number;
			seat: number;
		};
		MillimemorySkipBody: {
			/** @description The card you mean; if the table has moved on: 409. */
			card?: string;
		};
		MillimemoryView: {
			card: components["schemas"]["MillimemoryQuestionFace"] | null;
			cards_played: number;
			/** Format: date-time */
			created_at: string;
			deck_size: number;
			id: string;
			/** @description The game's newest event when this view was made (the events page's last_seq): no event after it means the view is current. */
			last_seq: number;
			legal_actions: components["schemas"]["MillimemoryLegalAction"][];
			options: components["schemas"]["MillimemoryOptionsView"];
			pending: components["schemas"]["MillimemoryPending"][];
			/** @enum {string} */
			phase: "lobby" | "predict" | "playoff" | "finished";
			played: components["schemas"]["MillimemoryQuestionFace"][];
			playoff: boolean;
			result: components["schemas"]["MillimemoryResult"] | null;
			/** @enum {string} */
			role: "player" | "host" | "spectator";
			round: number;
			seats: components["schemas"]["MillimemorySeat"][];
			/** @description Created with a known seed. */
			seeded: boolean;
			skipped: components["schemas"]["MillimemoryQuestionFace"][];
			/** @enum {string} */
			status: "lobby" | "active" | "finished";
			/** @description Seconds per kind of decision (e.g. placement_seconds); empty when the game has no timers. Each pending decision shows its deadline. */
			timers: {
				[key: string]: number;
			};
			/** @enum {string} */
			type: "millimemory";
			/** @description Grows with every change. */
			version: number;
			/** @description Your seat; null for the host or a spectator. */
			you: number | null;
			/** @description Yours only, once locked. */
			your_prediction: number | null;
		};
		MillionsActionBody: {
			card?: string;
			character?: string;
			decline?: boolean;
			intro?: string;
			judge?: number;
			name?: string;
			/** @description add_bot: the bot's policy. */
			policy?: string;
			slot?: number;
			text?: string;
			to?: number;
			victim?: number;
			winner?: number;
		};
		MillionsAppraisal: {
			/** @example appraisal-7 */
			id: string;
			/** @description Dollars. */
			value: number;
		};
		MillionsBotSeat: {
			/**
			 * @description M3: your character, each one once per game. By default the free seat's.
			 * @enum {string}
			 */
			character?: "Archibald" | "Bernice" | "Claire" | "Dmitri" | "Eugenia" | "Felix" | "Gertrude" | "Horace";
			/** @description M5: a one-sentence introduction, if you like. By default the free seat's. */
			intro?: string;
			/**
			 * @description Reaction delay per decision, upper bound (seconds).
			 * @default 2
			 */
			max_delay?: number;
			/**
			 * @description Reaction delay per decision, lower bound (seconds).
			 * @default 0.8
			 */
			min_delay?: number;
			/** @description By default the free seat's. */
			name?: string;
			/**
			 * @description How the bot plays: random|greedy.
			 * @example random
			 */
			policy: string;
		};
		MillionsCardFace: {
			/**
			 * @description Items only.
			 * @enum {string}
			 */
			colour?: "purple" | "yellow" | "red" | "blue" | "green";
			/** @example item-17 */
			id: string;
			/** @enum {string} */
			kind: "item" | "steal" | "reappraise";
			name: string;
			/** @description Items only: the printed value in dollars; null is "$?". */
			value?: number | null;
		};
		MillionsCharity: {
			/** @description Counted, not shown. */
			appraisal_cards: number;
			cards: components["schemas"]["MillionsCardFace"][];
		};
		MillionsClaimBody: {
			card: string;
		};
		MillionsCreateGame: {
			/**
			 * @description false: an unlisted game, left out of the lobby (GET /v1/games); players join it by its id, which the host hands them.
			 * @default true
			 * @example true
			 */
			listed?: boolean;
			options?: components["schemas"]["MillionsOptions"];
			/**
			 * @description Seed for a replayable game (G1); the view then says so.
			 * @default null
			 */
			seed?: number | null;
		};
		MillionsJoin: {
			/**
			 * @description M3: your character, each one once per game.
			 * @enum {string}
			 */
			character: "Archibald" | "Bernice" | "Claire" | "Dmitri" | "Eugenia" | "Felix" | "Gertrude" | "Horace";
			/**
			 * @description M5: a one-sentence introduction, if you like.
			 * @default
			 */
			intro?: string;
			name: string;
		};
		MillionsJoined: {
			game: components["schemas"]["MillionsView"];
			player: components["schemas"]["MillionsPlayer"];
			/** @description Shown once. */
			token: string;
		};
		MillionsJudgeBody: {
			judge: number;
		};
		MillionsLegalAction: {
			/** @enum {string} */
			action: "join" | "start" | "add_bot" | "flip" | "claim" | "steal" | "reappraise" | "judge" | "story" | "answer" | "verdict" | "question";
			body: components["schemas"]["MillionsActionBody"];
			/** @description Fields the player writes: the body holds an example. */
			free?: {
				[key: string]: components["schemas"]["FreeField"];
			};
			/** @description What the action does, in the game's words ("Claim the Honey Pot Cookie Jar (yellow, $5,000)"): enough to show or choose it without knowing the game. It says only what the caller may see, and leaves out the values of `free` fields. */
			label: string;
			/** @enum {string} */
			method: "POST";
			path: string;
			/** @description Squabble actions: the {n} of the path. */
			squabble?: number;
		};
		MillionsOptions: {
			/**
			 * @description M21: seconds for a Steal or Reappraise (then declined), naming a judge (then a random one) and the verdict (then a random squabbler wins).
			 * @default null
			 */
			decision_seconds?: number | null;
			/**
			 * @description Show item faces in every row (M20's 'more competitive game').
			 * @default false
			 */
			face_up_rows?: boolean;
			/**
			 * @description M22: seconds between rounds for someone to flip; then the server flips. Off unless set (the other timers do not turn it on); setting it turns the other three on at 30 s unless set.
			 * @default null
			 */
			flip_seconds?: number | null;
			/**
			 * @description M21: seconds to place a character; then the server places it on a random card with room. Setting any timer turns the others on at 30 s unless set.
			 * @default null
			 */
			placement_seconds?: number | null;
			/**
			 * @description M21: seconds for a story or an answer (then skipped).
			 * @default null
			 */
			story_seconds?: number | null;
		};
		MillionsOptionsView: {
			face_up_rows: boolean;
		};
		MillionsPending: {
			/**
			 * Format: date-time
			 * @description When the server acts for a late player (M21, Q6, turn_seconds); null when the game has no timer for this decision.
			 */
			deadline: string | null;
			/** @enum {string} */
			decision: "start" | "flip" | "claim" | "steal" | "reappraise" | "judge" | "story" | "answer" | "verdict";
			/** @description The seat the game waits for; null: the host (to start). */
			seat: number | null;
			/** @description Squabble actions: the {n} of the path. */
			squabble?: number;
		};
		MillionsPlayer: {
			character?: string;
			intro?: string;
			name: string;
			seat: number;
		};
		MillionsQuestionBody: {
			text: string;
			to: number;
		};
		MillionsReappraiseBody: {
			decline?: boolean;
			slot?: number;
		};
		MillionsResult: {
			heir: number | null;
			rows: components["schemas"]["MillionsRevealedRow"][];
			scores: components["schemas"]["MillionsScoreLine"][];
			unplayed: components["schemas"]["MillionsSeatCards"][];
			vault: components["schemas"]["MillionsCardFace"] | null;
			/** @description M17: every seat's total when the vault opened, on which its heir was decided (before the vault's item, Steal or Reappraise). */
			vault_totals: components["schemas"]["MillionsSeatTotal"][];
			winners: number[];
		};
		MillionsRevealedRow: {
			seat: number;
			slots: components["schemas"]["MillionsSlot"][];
		};
		MillionsRow: {
			count: number;
			seat: number;
			/** @description null for another player's face-down row (M20). */
			slots: components["schemas"]["MillionsSlot"][] | null;
		};
		/** @description During play a player sees their own total and nobody else's; at the end everyone sees every total, the bonuses and the winners (M16-M19). */
		MillionsScore: {
			final: boolean;
			id: string;
			/** @description Null until the game is finished (scores may be secret while it is played), then its end in the same shape for every game. */
			result: components["schemas"]["Result"] | null;
			scores: components["schemas"]["MillionsSeatScore"][];
			/** @enum {string} */
			status: "lobby" | "active" | "finished";
			/** @enum {string} */
			type: "millions";
			version: number;
			winners: number[];
		};
		MillionsScoreLine: {
			bonus: number;
			items: number;
			seat: number;
			total: number;
		};
		MillionsSeat: {
			/** @description The policy of a bot the server plays in this seat; null otherwise (a person, or a player registered as a bot: see `is_bot`). */
			bot: string | null;
			character: string;
			intro: string;
			/** @description true when a program plays this seat: a bot the server plays (`bot` names its policy) or a player registered with `bot: true`; false for a person. */
			is_bot: boolean;
			name: string;
			pile_size: number;
			/** @description The card this seat stands on. */
			placed: string | null;
			row_size: number;
			/** @description From 0, in joining order. */
			seat: number;
			/** @description No room left (M8). */
			sits_out: boolean;
		};
		MillionsSeatCards: {
			cards: components["schemas"]["MillionsCardFace"][];
			seat: number;
		};
		MillionsSeatScore: {
			/** @description null where the caller may not know it. */
			bonus: number | null;
			character: string;
			/** @description null where the caller may not know it. */
			items: number | null;
			name: string;
			seat: number;
			/** @description null where the caller may not know it. */
			total: number | null;
			winner: boolean;
		};
		MillionsSeatTotal: {
			seat: number;
			total: number;
		};
		MillionsSlot: {
			/** @description Your own rows, and everyone's at the end only. */
			appraisal?: components["schemas"]["MillionsAppraisal"] | null;
			/** @description An appraisal card lies under it. */
			appraised?: boolean;
			card: components["schemas"]["MillionsCardFace"];
			/** @description From 1, left to right. */
			slot: number;
			/** @description The item's value, where you may know it. */
			value?: number;
		};
		MillionsSquabble: {
			card: components["schemas"]["MillionsCardFace"];
			/** @description Named by the selector. */
			judge: number | null;
			/** @description The {n} of its paths. */
			number: number;
			other: number;
			round: number;
			selector: number;
			transcript: components["schemas"]["MillionsTranscriptEntry"][];
			/** @description Set by the verdict. */
			winner: number | null;
		};
		MillionsStealBody: {
			decline?: boolean;
			slot?: number;
			victim?: number;
		};
		MillionsStoryBody: {
			text: string;
		};
		MillionsTableEntry: {
			cancelled: boolean;
			/** @description 2, 1, or 0 if cancelled. */
			capacity: number;
			card: components["schemas"]["MillionsCardFace"];
			claimants: number[];
			from_seat: number;
			room: number;
		};
		MillionsTranscriptEntry: {
			/** @enum {string} */
			kind: "story" | "question" | "answer";
			seat: number;
			/** @description M21: the time ran out; no text. */
			skipped?: boolean;
			text: string;
			/** @description Questions: the squabbler asked. */
			to?: number;
		};
		MillionsVerdictBody: {
			winner: number;
		};
		MillionsView: {
			appraisal_deck_size: number;
			charity: components["schemas"]["MillionsCharity"];
			/** Format: date-time */
			created_at: string;
			/** @description Who inherits the vault (M17), once it is opened. */
			heir: number | null;
			id: string;
			/** @description The game's newest event when this view was made (the events page's last_seq): no event after it means the view is current. */
			last_seq: number;
			legal_actions: components["schemas"]["MillionsLegalAction"][];
			options: components["schemas"]["MillionsOptionsView"];
			pending: components["schemas"]["MillionsPending"][];
			/** @enum {string} */
			phase: "lobby" | "flip" | "placement" | "steal" | "reappraise" | "squabble" | "vault" | "finished";
			result: components["schemas"]["MillionsResult"] | null;
			/** @enum {string} */
			role: "player" | "host" | "spectator";
			round: number;
			rows: components["schemas"]["MillionsRow"][];
			seats: components["schemas"]["MillionsSeat"][];
			/** @description Created with a known seed. */
			seeded: boolean;
			squabbles: components["schemas"]["MillionsSquabble"][];
			/** @enum {string} */
			status: "lobby" | "active" | "finished";
			table: components["schemas"]["MillionsTableEntry"][];
			/** @description Seconds per kind of decision (e.g. placement_seconds); empty when the game has no timers. Each pending decision shows its deadline. */
			timers: {
				[key: string]: number;
			};
			/** @enum {string} */
			type: "millions";
			vault: components["schemas"]["MillionsCardFace"] | null;
			/** @description Grows with every change. */
			version: number;
			/** @description Your seat; null for the host or a spectator. */
			you: number | null;
		};
		MorbidLivingActionBody: {
			auto_end?: boolean;
			card?: string;
			credit?: boolean;
			decline?: boolean;
			name?: string;
			/** @description add_bot: the bot's policy. */
			policy?: string;
			source?: string;
			victim?: number;
		};
		MorbidLivingBotSeat: {
			/** @description L9: end my turns at once when nothing is left to decide. By default the free seat's. */
			auto_end?: boolean;
			/**
			 * @description Reaction delay per decision, upper bound (seconds).
			 * @default 2
			 */
			max_delay?: number;
			/**
			 * @description Reaction delay per decision, lower bound (seconds).
			 * @default 0.8
			 */
			min_delay?: number;
			/** @description By default the free seat's. */
			name?: string;
			/**
			 * @description How the bot plays: random|greedy.
			 * @example random
			 */
			policy: string;
		};
		MorbidLivingCard: {
			/** @description Money steals and specific cards. */
			amount?: number;
			/** @description Numbered cards. */
			die?: components["schemas"]["MorbidLivingDieRow"][];
			/** @example residence-3 */
			id: string;
			/** @description Residences and vehicles: paid on Pay Day. */
			income?: number;
			/** @enum {string} */
			kind: "residence" | "job" | "vehicle" | "steal" | "credit" | "payday" | "numbered" | "specific" | "bankrupt";
			name: string;
			/** @description Residences and vehicles. */
			price?: number;
			/** @description Jobs. */
			salary?: number;
			/** @description Steal cards: what may be stolen. */
			target?: string;
			text: string;
		};
		MorbidLivingCardChoiceBody: {
			card: string;
		};
		MorbidLivingCreateGame: {
			/**
			 * @description false: an unlisted game, left out of the lobby (GET /v1/games); players join it by its id, which the host hands them.
			 * @default true
			 * @example true
			 */
			listed?: boolean;
			options?: components["schemas"]["MorbidLivingOptions"];
			/**
			 * @description Seed for a replayable game (G1); the view then says so.
			 * @default null
			 */
			seed?: number | null;
		};
		MorbidLivingDieRow: {
			/** @description > 0 collect, < 0 pay. */
			amount: number;
			roll: number;
			text: string;
		};
		MorbidLivingDrawBody: {
			/** @description From the discard: pay by credit card. */
			credit?: boolean;
			/** @enum {string} */
			source: "deck" | "discard";
		};
		MorbidLivingFinalLine: {
			cash: number;
			essentials: number;
			net_worth: number;
			seat: number;
		};
		MorbidLivingJoin: {
			/**
			 * @description L9: end my turns at once when nothing is left to decide.
			 * @default false
			 */
			auto_end?: boolean;
			name: string;
		};
		MorbidLivingJoined: {
			game: components["schemas"]["MorbidLivingView"];
			player: components["schemas"]["MorbidLivingPlayer"];
			/** @description Shown once. */
			token: string;
		};
		MorbidLivingLegalAction: {
			/** @enum {string} */
			action: "join" | "start" | "add_bot" | "draw" | "buy" | "pass" | "steal" | "sell" | "discard" | "pay" | "end-turn";
			body: components["schemas"]["MorbidLivingActionBody"];
			/** @description Fields the player writes: the body holds an example. */
			free?: {
				[key: string]: components["schemas"]["FreeField"];
			};
			/** @description What the action does, in the game's words ("Claim the Honey Pot Cookie Jar (yellow, $5,000)"): enough to show or choose it without knowing the game. It says only what the caller may see, and leaves out the values of `free` fields. */
			label: string;
			/** @enum {string} */
			method: "POST";
			path: string;
		};
		MorbidLivingOptions: {
			/**
			 * @description L14a: turns per player; after them the game ends and L15 decides the winner.
			 * @default 100
			 */
			max_turns?: number;
			/**
			 * @description L7: the seat that starts (the youngest player).
			 * @default 0
			 */
			start_seat?: number;
			/**
			 * @description Seconds per turn; then the server passes a drawn card, settles what must be settled (discards over a limit, sells to pay a debt) and ends the turn.
			 * @default null
			 */
			turn_seconds?: number | null;
		};
		MorbidLivingOptionsView: {
			/** @description L14a: turns per player. */
			max_turns: number;
			start_seat: number;
		};
		MorbidLivingPaymentBody: {
			/** @description Pay with a credit card (L3). */
			credit?: boolean;
		};
		MorbidLivingPending: {
			/**
			 * Format: date-time
			 * @description When the server acts for a late player (M21, Q6, turn_seconds); null when the game has no timer for this decision.
			 */
			deadline: string | null;
			/** @enum {string} */
			decision: "start" | "draw" | "decide" | "limit" | "pay" | "end-turn";
			/** @description The seat the game waits for; null: the host (to start). */
			seat: number | null;
		};
		MorbidLivingPlayer: {
			auto_end?: boolean;
			name: string;
			seat: number;
		};
		MorbidLivingResult: {
			/** @enum {string} */
			ended_by: "declaration" | "turn_limit";
			scores: components["schemas"]["MorbidLivingFinalLine"][];
			winners: number[];
		};
		/** @description The scores are in the open: everyone sees them, with the winners at the end. */
		MorbidLivingScore: {
			final: boolean;
			id: string;
			/** @description Null until the game is finished (scores may be secret while it is played), then its end in the same shape for every game. */
			result: components["schemas"]["Result"] | null;
			scores: components["schemas"]["MorbidLivingScoreLine"][];
			/** @enum {string} */
			status: "lobby" | "active" | "finished";
			/** @enum {string} */
			type: "morbid-living";
			version: number;
			winners: number[];
		};
		MorbidLivingScoreLine: {
			cash: number;
			essentials: number;
			name: string;
			net_worth: number;
			seat: number;
			winner: boolean;
		};
		MorbidLivingSeat: {
			/** @description L9: turns end by themselves. */
			auto_end: boolean;
			/** @description The policy of a bot the server plays in this seat; null otherwise (a person, or a player registered as a bot: see `is_bot`). */
			bot: string | null;
			cards: components["schemas"]["MorbidLivingCard"][];
			cash: number;
			credit_cards: number;
			/** @description L15: 0 to 4. */
			essentials: number;
			/** @description true when a program plays this seat: a bot the server plays (`bot` names its policy) or a player registered with `bot: true`; false for a person. */
			is_bot: boolean;
			name: string;
			/** @description L15. */
			net_worth: number;
			seat: number;
		};
		MorbidLivingStealCardBody: {
			card?: string;
			decline?: boolean;
			victim?: number;
		};
		MorbidLivingView: {
			/** Format: date-time */
			created_at: string;
			deck_size: number;
			/** @description L14: who declared. */
			declared_by: number | null;
			discard_size: number;
			discard_top: components["schemas"]["MorbidLivingCard"] | null;
			drawn: components["schemas"]["MorbidLivingCard"] | null;
			final_turns: number[];
			id: string;
			/** @description The game's newest event when this view was made (the events page's last_seq): no event after it means the view is current. */
			last_seq: number;
			legal_actions: components["schemas"]["MorbidLivingLegalAction"][];
			options: components["schemas"]["MorbidLivingOptionsView"];
			/** @description L11: still to pay. */
			owed: number;
			pending: components["schemas"]["MorbidLivingPending"][];
			/** @enum {string} */
			phase: "lobby" | "start" | "drawn" | "limit" | "pay" | "end" | "finished";
			result: components["schemas"]["MorbidLivingResult"] | null;
			/** @enum {string} */
			role: "player" | "host" | "spectator";
			seats: components["schemas"]["MorbidLivingSeat"][];
			/** @description Created with a known seed. */
			seeded: boolean;
			/** @enum {string} */
			status: "lobby" | "active" | "finished";
			/** @description Seconds per kind of decision (e.g. placement_seconds); empty when the game has no timers. Each pending decision shows its deadline. */
			timers: {
				[key: string]: number;
			};
			/** @description Whose turn it is. */
			turn: number | null;
			/** @description Turns begun so far. */
			turns: number;
			/** @enum {string} */
			type: "morbid-living";
			/** @description Grows with every change. */
			version: number;
			/** @description Your seat; null for the host or a spectator. */
			you: number | null;
		};
		NewPlayer: {
			/**
			 * @description true for a program: shown as a bot everywhere.
			 * @default false
			 */
			bot?: boolean;
			/**
			 * @description An RFC 8266 nickname, 1 to 40 characters.
			 * @example Ann
			 */
			name: string;
		};
		NewPlayerAnswer: {
			player: components["schemas"]["Player"];
			/** @description The player's token: shown once. */
			token: string;
		};
		Player: {
			/** @description Registered as a bot (a program): the same as `is_bot`. */
			bot: boolean;
			/** Format: date-time */
			created_at: string;
			id: string;
			/** @description true for a player registered as a bot (a program), as every listing says. */
			is_bot: boolean;
			name: string;
			ratings: components["schemas"]["Rating"][];
			recent_games: components["schemas"]["PlayerGame"][];
		};
		PlayerGame: {
			/** Format: date-time */
			created_at: string;
			id: string;
			/** @description The game's URL path. */
			path: string;
			/** @description The player's seat. */
			seat: number;
			/** @description The seats taken, in order: each with its name and `is_bot`. */
			seats: components["schemas"]["ListedSeat"][];
			/** @enum {string} */
			status: "lobby" | "active" | "finished";
			/** @description The game's slug. */
			type: string;
			/** Format: date-time */
			updated_at: string;
			version: number;
		};
		PlayerGames: {
			games: components["schemas"]["PlayerGame"][];
			page: number;
			page_size: number;
			total: number;
		};
		Problem: {
			/** @description Stable machine name. */
			code: string;
			/** @description What went wrong, for people. */
			detail: string;
			/** @description With invalid_body and invalid_query: the messages per field. */
			errors?: {
				[key: string]: unknown;
			};
			status: number;
			title: string;
			/** @description A URI reference naming the problem. */
			type: string;
			/** @description With stale_version: the game's version now. */
			version?: number;
		};
		Rating: {
			/** @description Rated games finished. */
			games: number;
			mu: number;
			/** @description Fewer than 10 rated games of this type. */
			provisional: boolean;
			/** @description 1500 + 40 (mu - 3 sigma): what is shown. */
			rating: number;
			sigma: number;
			/** @description The game's slug. */
			type: string;
		};
		RatingHistory: {
			history: components["schemas"]["RatingLine"][];
			player: string;
			type: string;
		};
		RatingLine: {
			/** Format: date-time */
			at: string;
			/** @description The rated game's id. */
			game: string;
			mu: number;
			/** @description 1 is best; ties share. */
			rank: number;
			rating: number;
			sigma: number;
		};
		RecordedAction: {
			/** @description join, start, an action, or expire. */
			action: string;
			body: {
				[key: string]: unknown;
			};
			n: number;
			/** @description Seconds since the epoch. */
			now: number;
			seat: number | null;
		};
		RecordedEvent: {
			/** Format: date-time */
			at: string;
			data: {
				[key: string]: unknown;
			};
			kind: string;
			secret: {
				[key: string]: unknown;
			} | null;
			secret_to: number | null;
			seq: number;
		};
		Reissued: {
			seat: number;
			/** @description Shown once. */
			token: string;
		};
		Result: {
			/** @description Each seat's rank, by seat, in standard competition ranking: 1 is the best, ties share a rank and the next is skipped (1, 2, 2, 4). */
			ranks: number[];
			/** @description Each seat's score, by seat (the game's own measure). */
			scores: number[];
			/** @description The winners' seats; a game may end with none. */
			winners: number[];
		};
		Seek: {
			/** @description The game's options: only seeks with the same ones match. */
			options?: {
				[key: string]: unknown;
			};
			/** @description How many players: a number, or {"min": n, "max": m}. */
			players: number | {
				max: number;
				min: number;
			};
			/**
			 * @description A rated game (the default) or not.
			 * @default true
			 */
			rated?: boolean;
			/**
			 * @description [lo, hi]: the ratings the others may have (in this type).
			 * @default null
			 */
			rating_range?: number[] | null;
		};
		SeekAnswer: {
			seek: components["schemas"]["SeekView"];
		};
		SeekGame: {
			id: string;
			path: string;
		};
		SeekPlayers: {
			max: number;
			min: number;
		};
		SeekView: {
			/** Format: date-time */
			created_at: string;
			/** Format: date-time */
			expires_at: string;
			game: components["schemas"]["SeekGame"] | null;
			id: string;
			options: {
				[key: string]: unknown;
			};
			players: components["schemas"]["SeekPlayers"];
			rated: boolean;
			/** @description Yours when you seeked. */
			rating: number;
			rating_range: number[] | null;
			/** @enum {string} */
			status: "open" | "matched" | "cancelled" | "expired";
			type: string;
		};
	};
	responses: never;
	parameters: never;
	requestBodies: never;
	headers: never;
	pathItems: never;
}
export interface operations {
	list_games: {
		parameters: {
			query?: {
				/** @description Only games of this type. */
				type?: "millions" | "millimemory" | "morbid-living";
				/** @description lobby: seats can be taken; active; finished. */
				status?: "lobby" | "active" | "finished";
				page?: number;
				page_size?: number;
			};
			header?: never;
			path?: never;
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description Games, newest first. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["LobbyPage"];
				};
			};
			/** @description `invalid_query`: The query string does not fit; see `errors`. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	predict: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "card": "question-12",
				 *       "mm": 85.6
				 *     }
				 */
				"application/json": components["schemas"]["MillimemoryPredictBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillimemoryView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_in_playoff`: Only the tied leaders play the playoff rounds (Q8). */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `already_predicted`: A locked prediction cannot change (Q6). `card_changed`: The card you name is no longer on the table (skipped or answered). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `bad_prediction`: A prediction is 0 to 300 mm with one decimal at most (Q3). */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	skip: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "card": "question-12"
				 *     }
				 */
				"application/json": components["schemas"]["MillimemorySkipBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillimemoryView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_in_playoff`: Only the tied leaders play the playoff rounds (Q8). */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `card_changed`: The card you name is no longer on the table (skipped or answered). `prediction_locked`: You locked a prediction on this card, so you cannot skip it (Q5). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	claim: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "card": "item-17"
				 *     }
				 */
				"application/json": components["schemas"]["MillionsClaimBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `already_placed`: A placement is final (M7). `sitting_out`: No card has room left for you this round (M8). `card_not_on_table`: The card was not flipped this round. `card_cancelled`: Two or more Steal cards cancel each other (M7). `card_full`: The card holds as many characters as it can (M7): place again. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `unknown_card`: No card has that id. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	flip: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/** @example {} */
				"application/json": components["schemas"]["Empty"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `round_in_progress`: A round is in progress; flip after it ends (M6). `wrong_phase`: The move does not fit the game's phase now. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	reappraise: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "slot": 1
				 *     }
				 */
				"application/json": components["schemas"]["MillionsReappraiseBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_the_reappraiser`: Only the player on the Reappraise decides it. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `no_such_slot`: The row has no such slot. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	squabble_answer: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
				n: number;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "text": "Purple, with a brass knocker."
				 *     }
				 */
				"application/json": components["schemas"]["MillionsStoryBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_a_squabbler`: Only the two squabblers tell stories and answer. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. `unknown_squabble`: The game has no squabble with that number. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `squabble_decided`: The squabble has been decided. `no_question`: The judge has asked you nothing to answer. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `bad_text`: A story, question or answer has 1 to 1000 characters, not only spaces. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	squabble_judge: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
				n: number;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "judge": 2
				 *     }
				 */
				"application/json": components["schemas"]["MillionsJudgeBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_the_selector`: Only the squabble's selector names the judge. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. `unknown_squabble`: The game has no squabble with that number. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `squabble_decided`: The squabble has been decided. `judge_named`: The judge has been named already. `judge_in_squabble`: The judge must not be in the squabble (M14). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `unknown_seat`: No seat has that number. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	squabble_question: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
				n: number;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "text": "What colour was her front door?",
				 *       "to": 0
				 *     }
				 */
				"application/json": components["schemas"]["MillionsQuestionBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_the_judge`: Only the squabble's judge asks questions and gives the verdict. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. `unknown_squabble`: The game has no squabble with that number. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `squabble_decided`: The squabble has been decided. `already_asked`: The judge asks each squabbler one question (M14). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `not_in_squabble`: Name one of the two squabblers. `bad_text`: A story, question or answer has 1 to 1000 characters, not only spaces. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	squabble_story: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
				n: number;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "text": "I polished it for her every Sunday."
				 *     }
				 */
				"application/json": components["schemas"]["MillionsStoryBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_a_squabbler`: Only the two squabblers tell stories and answer. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. `unknown_squabble`: The game has no squabble with that number. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `squabble_decided`: The squabble has been decided. `selector_first`: The selector tells the first story (M14). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `bad_text`: A story, question or answer has 1 to 1000 characters, not only spaces. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	squabble_verdict: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
				n: number;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "winner": 0
				 *     }
				 */
				"application/json": components["schemas"]["MillionsVerdictBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_the_judge`: Only the squabble's judge asks questions and gives the verdict. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. `unknown_squabble`: The game has no squabble with that number. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `squabble_decided`: The squabble has been decided. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `not_in_squabble`: Name one of the two squabblers. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	steal: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "slot": 2,
				 *       "victim": 1
				 *     }
				 */
				"application/json": components["schemas"]["MillionsStealBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_the_thief`: Only the player on the Steal (or the vault's heir) decides it. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `own_row`: Steal from an opponent, not from yourself. `empty_row`: That opponent has no items. `no_such_slot`: The row has no such slot. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `unknown_seat`: No seat has that number. `slot_not_allowed`: The vault's Steal takes the highest-valued item: name no slot. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	buy: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "credit": false
				 *     }
				 */
				"application/json": components["schemas"]["MorbidLivingPaymentBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MorbidLivingView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_your_turn`: It is another player's turn (Morbid Living). */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `cannot_afford`: The price is more than your cash (L8); a credit card may pay. `no_credit_card`: You hold no credit card (L3). `not_for_sale`: The drawn card is no necessity: use or pass it (L8). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	discard: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "card": "job-4"
				 *     }
				 */
				"application/json": components["schemas"]["MorbidLivingCardChoiceBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MorbidLivingView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_your_turn`: It is another player's turn (Morbid Living). */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `over_limit`: First bring that kind of card within its limit (L10). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `unknown_card`: No card has that id. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	draw: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "source": "deck"
				 *     }
				 */
				"application/json": components["schemas"]["MorbidLivingDrawBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MorbidLivingView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_your_turn`: It is another player's turn (Morbid Living). */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `no_necessity_on_discard`: The discard pile's top card is no necessity (L8). `cannot_afford`: The price is more than your cash (L8); a credit card may pay. `no_credit_card`: You hold no credit card (L3). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	end_turn: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/** @example {} */
				"application/json": components["schemas"]["Empty"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MorbidLivingView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_your_turn`: It is another player's turn (Morbid Living). */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	pass_card: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/** @example {} */
				"application/json": components["schemas"]["Empty"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MorbidLivingView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_your_turn`: It is another player's turn (Morbid Living). */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	pay: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "credit": true
				 *     }
				 */
				"application/json": components["schemas"]["MorbidLivingPaymentBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MorbidLivingView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_your_turn`: It is another player's turn (Morbid Living). */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `no_credit_card`: You hold no credit card (L3). `must_sell`: Sell residences or vehicles until the debt is covered (L11). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	sell: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "card": "residence-2"
				 *     }
				 */
				"application/json": components["schemas"]["MorbidLivingCardChoiceBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MorbidLivingView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_your_turn`: It is another player's turn (Morbid Living). */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `not_your_card`: You do not hold that card. `cannot_sell`: Only residences and vehicles can be sold (L9). `over_limit`: First bring that kind of card within its limit (L10). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `unknown_card`: No card has that id. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	steal_from_player: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "card": "vehicle-3",
				 *       "victim": 1
				 *     }
				 */
				"application/json": components["schemas"]["MorbidLivingStealCardBody"];
			};
		};
		responses: {
			/** @description The game after the move, as you see it. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MorbidLivingView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. `not_your_turn`: It is another player's turn (Morbid Living). */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. `wrong_phase`: The move does not fit the game's phase now. `nothing_to_steal`: That player has nothing the steal card names (L2). `no_such_card`: Name one of the victim's cards of the kind the steal names. `not_a_steal`: The drawn card is no steal card (L8). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `unknown_seat`: No seat has that number. `card_not_allowed`: A money steal names no card. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	create_player: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
			};
			path?: never;
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "bot": true,
				 *       "name": "Greedy Gus"
				 *     }
				 */
				"application/json": components["schemas"]["NewPlayer"];
			};
		};
		responses: {
			/** @description The player and their token (shown once). */
			201: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["NewPlayerAnswer"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `bad_name`: A name is an RFC 8266 nickname of 1 to 40 characters: no invisible characters, no bidi controls, not only spaces. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	get_me: {
		parameters: {
			query?: never;
			header?: never;
			path?: never;
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description Your profile. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["Player"];
				};
			};
			/** @description `missing_token`: The move needs a token: Authorization: Bearer <token>. `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	list_my_games: {
		parameters: {
			query?: {
				page?: number;
				page_size?: number;
				/** @description Only games in this status. */
				status?: "lobby" | "active" | "finished";
			};
			header?: never;
			path?: never;
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description Your games, the latest changed first. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["PlayerGames"];
				};
			};
			/** @description `missing_token`: The move needs a token: Authorization: Bearer <token>. `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_query`: The query string does not fit; see `errors`. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	stream_my_games: {
		parameters: {
			query?: never;
			header?: never;
			path?: never;
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description Server-Sent Events: first a `snapshot` (your active games, each with `your_turn`), then `game_started`, `your_turn` (with your `pending` decisions) and `game_finished`, each the game as you see it then (`id`, `type`, `status`, `version`, `seat`, `path`), with `id` = the time of the change in milliseconds; a comment every 15 s keeps the connection open. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"text/event-stream": string;
				};
			};
			/** @description `missing_token`: The move needs a token: Authorization: Bearer <token>. `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `too_many_waiting`: Too many long polls and streams open at once; see Retry-After. `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `server_busy`: The server holds all the waiting requests it can, or is as busy as it can be (then answered before the request is read); see Retry-After. `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	get_player: {
		parameters: {
			query?: never;
			header?: never;
			path: {
				player_id: string;
			};
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description The player's public profile. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["Player"];
				};
			};
			/** @description `unknown_player`: No player has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	get_rating_history: {
		parameters: {
			query?: never;
			header?: never;
			path: {
				player_id: string;
				game_type: components["schemas"]["GameType"];
			};
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description The player's ratings after each rated game. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["RatingHistory"];
				};
			};
			/** @description `unknown_player`: No player has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	create_game: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
			};
			path: {
				game_type: components["schemas"]["GameType"];
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "options": {
				 *         "face_up_rows": false
				 *       },
				 *       "seed": 42
				 *     }
				 */
				"application/json": components["schemas"]["MillionsCreateGame"] | components["schemas"]["MillimemoryCreateGame"] | components["schemas"]["MorbidLivingCreateGame"];
			};
		};
		responses: {
			/** @description The game, as its host sees it. */
			201: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["CreatedGame"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	get_game: {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description The caller's view; ETag is its version. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsView"] | components["schemas"]["MillimemoryView"] | components["schemas"]["MorbidLivingView"];
				};
			};
			/** @description Not modified since the version in If-None-Match. */
			304: {
				headers: {
					[name: string]: unknown;
				};
				content?: never;
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	add_bot: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "character": "Bernice",
				 *       "name": "Greedy Gus",
				 *       "policy": "greedy"
				 *     }
				 */
				"application/json": components["schemas"]["MillionsBotSeat"] | components["schemas"]["MillimemoryBotSeat"] | components["schemas"]["MorbidLivingBotSeat"];
			};
		};
		responses: {
			/** @description The bot's seat and the game, as the host sees it. */
			201: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["JoinedBot"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_host`: Only the host's token may do this. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `name_taken`: A player at this table has a name that looks the same (TR39). `character_taken`: Another player has that character (M3). `colour_taken`: Another player has that colour (Q4). `game_full`: All seats are taken (M4: 8, Q4: 6). `game_started`: The game has started; no more seats. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `unknown_policy`: No bot policy of that name for this game type. `bad_name`: A name is an RFC 8266 nickname of 1 to 40 characters: no invisible characters, no bidi controls, not only spaces. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	list_events: {
		parameters: {
			query?: {
				/** @description Return events with a sequence number above this. */
				after?: number;
				limit?: number;
				/** @description Long-poll: seconds to wait for a new event (0 to 30). */
				wait?: number;
				/** @description Also answer with your view of the game (`view`), read with the events: one request, not two, to catch up after a wait. */
				view?: boolean;
			};
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description Events after `after`, oldest first. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["EventPage"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_query`: The query string does not fit; see `errors`. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `too_many_waiting`: Too many long polls and streams open at once; see Retry-After. `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `server_busy`: The server holds all the waiting requests it can, or is as busy as it can be (then answered before the request is read); see Retry-After. `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	export_game: {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description The full record of a finished game. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["Export"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_not_finished`: Only a finished game can be exported. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	join_game: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "character": "Archibald",
				 *       "intro": "I was her gardener.",
				 *       "name": "Ann"
				 *     }
				 */
				"application/json": components["schemas"]["MillionsJoin"] | components["schemas"]["MillimemoryJoin"] | components["schemas"]["MorbidLivingJoin"];
			};
		};
		responses: {
			/** @description The seat, its token (shown once) and the view. */
			201: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsJoined"] | components["schemas"]["MillimemoryJoined"] | components["schemas"]["MorbidLivingJoined"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `name_taken`: A player at this table has a name that looks the same (TR39). `already_seated`: This token already holds a seat in the game. `character_taken`: Another player has that character (M3). `colour_taken`: Another player has that colour (Q4). `game_full`: All seats are taken (M4: 8, Q4: 6). `game_started`: The game has started; no more seats. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `bad_name`: A name is an RFC 8266 nickname of 1 to 40 characters: no invisible characters, no bidi controls, not only spaces. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	remove_player: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
				seat: number;
			};
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description The game, as the host sees it, without the seat. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsView"] | components["schemas"]["MillimemoryView"] | components["schemas"]["MorbidLivingView"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_host`: Only the host's token may do this. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_started`: The game has started; no more seats. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_seat`: No seat has that number. `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	reissue_token: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
				seat: number;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/** @example {} */
				"application/json": components["schemas"]["Empty"];
			};
		};
		responses: {
			/** @description The seat's new token; the old one is void. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["Reissued"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_host`: Only the host's token may do this. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `game_finished`: The game is over. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. `unknown_seat`: No seat has that number. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	get_score: {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description Scores as the caller may know them. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsScore"] | components["schemas"]["MillimemoryScore"] | components["schemas"]["MorbidLivingScore"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	start_game: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
				/** @description Apply only to this version of the game (its ETag, e.g. "12"); another version: 412 stale_version, nothing applied. */
				"If-Match"?: string;
			};
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/** @example {} */
				"application/json": components["schemas"]["Empty"];
			};
		};
		responses: {
			/** @description The game, set up. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["MillionsView"] | components["schemas"]["MillimemoryView"] | components["schemas"]["MorbidLivingView"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. `missing_token`: The move needs a token: Authorization: Bearer <token>. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_host`: Only the host's token may do this. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `already_started`: The game has already started. `not_enough_players`: Too few players joined (M4: 3, L6: 2, Q4: 1). `bad_start_seat`: start_seat names no seat of this game (L7). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `stale_version`: If-Match names an older version of the game; reload it. */
			412: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	stream_events: {
		parameters: {
			query?: {
				/** @description Send events above this; Last-Event-ID overrides it. */
				after?: number;
			};
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				game_id: string;
			};
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description Server-Sent Events: first a `snapshot` (your view), then every event you may see, `id` = its sequence number, `event` = its kind, `data` = the event as JSON; a comment every 15 s keeps the connection open. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"text/event-stream": string;
				};
			};
			/** @description `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_game`: No game of this type has that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_query`: The query string does not fit; see `errors`. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `too_many_waiting`: Too many long polls and streams open at once; see Retry-After. `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `server_busy`: The server holds all the waiting requests it can, or is as busy as it can be (then answered before the request is read); see Retry-After. `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	get_leaderboard: {
		parameters: {
			query?: {
				page?: number;
				page_size?: number;
				/** @description Everyone, only humans, or only bots. */
				players?: "all" | "humans" | "bots";
			};
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
			};
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description Rated players, best first. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["Leaderboard"];
				};
			};
			/** @description `invalid_query`: The query string does not fit; see `errors`. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	create_seek: {
		parameters: {
			query?: never;
			header?: {
				/** @description Send a retry with the same key and body: you get the first answer again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are kept 24 hours per token (or per address without one; then 16 characters or more, e.g. a UUID); another body: 422. */
				"Idempotency-Key"?: string;
			};
			path: {
				game_type: components["schemas"]["GameType"];
			};
			cookie?: never;
		};
		requestBody: {
			content: {
				/**
				 * @example {
				 *       "players": 4,
				 *       "rated": true,
				 *       "rating_range": [
				 *         1300,
				 *         1900
				 *       ]
				 *     }
				 */
				"application/json": components["schemas"]["Seek"];
			};
		};
		responses: {
			/** @description The seek: matched with its game, or open. */
			201: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["SeekAnswer"];
				};
			};
			/** @description `malformed_json`: The body is not valid JSON. */
			400: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `missing_token`: The move needs a token: Authorization: Bearer <token>. `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `not_a_player`: Only a seated player may make moves. */
			403: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_timeout`: The body did not arrive in time; the connection is closed. */
			408: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `too_many_seeks`: You hold as many open seeks as a player may (SEEKS_PER_PLAYER). */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `body_too_large`: The body is larger than the server takes. */
			413: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unsupported_media_type`: The body is not JSON (send Content-Type: application/json). */
			415: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `invalid_body`: The body does not fit the operation's schema; see `errors`. `invalid_text`: A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or a lone surrogate; `errors` names the field. `number_too_large`: A number has more digits than the server reads (4,300). `bad_idempotency_key`: An Idempotency-Key has 1 to 255 printable characters. `short_idempotency_key`: Without a token, an Idempotency-Key needs 16 characters. `idempotency_key_reused`: The Idempotency-Key was used with another request. */
			422: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	get_seek: {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				seek_id: string;
			};
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description Your seek as it is now. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["SeekAnswer"];
				};
			};
			/** @description `missing_token`: The move needs a token: Authorization: Bearer <token>. `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_seek`: You have no seek of this game type with that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
	cancel_seek: {
		parameters: {
			query?: never;
			header?: never;
			path: {
				game_type: components["schemas"]["GameType"];
				seek_id: string;
			};
			cookie?: never;
		};
		requestBody?: never;
		responses: {
			/** @description The seek, cancelled. */
			200: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/json": components["schemas"]["SeekAnswer"];
				};
			};
			/** @description `missing_token`: The move needs a token: Authorization: Bearer <token>. `invalid_token`: The token is malformed or belongs to no seat of this game. */
			401: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `unknown_seek`: You have no seek of this game type with that id. */
			404: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `seek_matched`: The seek is already matched into a game: play it. */
			409: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `rate_limited`: Too many requests; wait for Retry-After seconds. */
			429: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
			/** @description `database_unavailable`: The database cannot be reached now; retry after Retry-After. */
			503: {
				headers: {
					[name: string]: unknown;
				};
				content: {
					"application/problem+json": components["schemas"]["Problem"];
				};
			};
		};
	};
}
type Schemas = components["schemas"];
export type GameType = Schemas["GameType"];
export type MillionsView = Schemas["MillionsView"];
export type MorbidLivingView = Schemas["MorbidLivingView"];
export type MillimemoryView = Schemas["MillimemoryView"];
export type View = MillionsView | MorbidLivingView | MillimemoryView;
/** An entry of a view's `legal_actions`: each game names its own (MillionsLegalAction, ...). */
export type LegalAction = Schemas["MillionsLegalAction"] | Schemas["MorbidLivingLegalAction"] | Schemas["MillimemoryLegalAction"];
type Event$1 = Schemas["Event"];
export type Problem = Schemas["Problem"];
export type LobbyEntry = Schemas["LobbyEntry"];
/** What sending a `legal_actions` entry answers: a join, a bot seat, or a move's view. */
export type ActionAnswer = Schemas["MillionsJoined"] | Schemas["MorbidLivingJoined"] | Schemas["MillimemoryJoined"] | Schemas["JoinedBot"] | View;
/** An answer of `application/problem+json`: `code` is the stable name (see /docs/problems). */
export declare class MillieProblem extends Error {
	readonly status: number;
	readonly code: string;
	readonly problem: Problem;
	constructor(problem: Problem);
}
/** One message of the event stream: the opening `snapshot` (your view of the game, as of
 * its `last_seq`), or an event you may see (`event.seq`, `event.kind`, `event.data`).
 *
 * The events of a connection start after `after`, not after the snapshot: those up to the
 * snapshot's `view.last_seq` are already in it, and come with `inSnapshot: true` (a log
 * narrates them; a frontend that only renders the view skips them). From `after: 0`, a
 * game's whole history comes so. */
export type StreamMessage = {
	type: "snapshot";
	view: View;
} | {
	type: "event";
	event: Event$1;
	inSnapshot: boolean;
};
/** What a request may carry besides its body: the headers that make a move safe to retry
 * or to race (docs/frontend.md), and a signal to abort it. */
interface RequestOptions$1 {
	/** `Idempotency-Key`: a retry with the same key (and body, by the same token) applies
	 * nothing twice and answers the first answer again. A move that carries one is sent once
	 * more when the network failed it. */
	idempotencyKey?: string;
	/** `If-Match`: apply only to this version of the game (a view's `version`, or an ETag
	 * as sent); an older one is refused with 412 `stale_version`. */
	ifMatch?: number | string;
	/** Aborts the request (an `AbortController`'s signal). */
	signal?: AbortSignal;
}
/** `options` as the second argument of `client.api` calls take them: spread it there,
 * `api.POST(path, { params, body, ...requestOptions({ idempotencyKey, ifMatch, signal }) })`. */
export declare function requestOptions(options?: RequestOptions$1): {
	headers: Record<string, string>;
	signal?: AbortSignal;
};
interface ClientOptions$1 {
	/** The bearer token: a host's or a player's. None: a spectator (public views only). */
	token?: string | null;
	/** Another `fetch` (tests, or a server-side runtime); default: the global one. */
	fetch?: typeof globalThis.fetch;
}
export interface MillieClient {
	/** openapi-fetch's client: every operation of openapi/openapi.json, typed. */
	readonly api: Client<paths>;
	/** The token sent as `Authorization: Bearer` (null: none). */
	token: string | null;
	/** The data of an openapi-fetch answer, or a thrown `MillieProblem`. */
	call<T>(answer: Promise<{
		data?: T;
		error?: unknown;
		response: Response;
	}>): Promise<T>;
	/** Send a `legal_actions` entry (`body` replaces its example body, e.g. your story;
	 * `undefined`: the entry's own), with `options`' headers and signal: the game as it is
	 * after it (your view). */
	act(action: LegalAction, body?: Record<string, unknown>, options?: RequestOptions$1): Promise<View>;
	/** The same, with the whole answer: a join's `{player, token, game}` (keep the token),
	 * a bot seat's `{player, game}`, or the view. */
	send(action: LegalAction, body?: Record<string, unknown>, options?: RequestOptions$1): Promise<ActionAnswer>;
	/** The game's Server-Sent Events (one connection; ends when the server closes it). */
	stream(type: GameType, id: string, options?: {
		after?: number;
		signal?: AbortSignal;
	}): AsyncGenerator<StreamMessage>;
	/** The stream, reopened after the last event seen whenever the server closes it,
	 * until the game is finished: a `snapshot` each time it (re)opens, then the events
	 * after the last one seen (`after` at first), those the snapshot holds marked
	 * `inSnapshot` (see `StreamMessage`). */
	follow(type: GameType, id: string, options?: {
		after?: number;
		signal?: AbortSignal;
	}): AsyncGenerator<StreamMessage>;
}
/** A client for the server at `baseUrl` (e.g. "" or "/" for the page's own server). */
export declare function createMillieClient(baseUrl: string, options?: ClientOptions$1): MillieClient;
/** A raw Server-Sent Events message (https://html.spec.whatwg.org/#event-stream-interpretation). */
export interface RawMessage {
	event: string;
	data: string;
	id: string | null;
}
/** Parse a `text/event-stream` body: messages are separated by a blank line; `event:`,
 * `data:` (several join with "\n") and `id:` fields; lines starting ":" are comments. */
export declare function parseEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<RawMessage>;

export {
	ClientOptions$1 as ClientOptions,
	Event$1 as Event,
	RequestOptions$1 as RequestOptions,
};

export {};
