vcl 4.1;

# The CDN in front of the EVA site (docs/caching.md#the-edge-varnish), for Debian's varnish and varnish-modules:
#
#   varnishd -F -a http=:80 -a tls=127.0.0.1:8443,PROXY -f /srv/eva/server/varnish/default.vcl \
#            -p vcl_path=/etc/varnish:/srv/eva/server/varnish -s malloc,256m
#
# `tls` takes the connections of the TLS terminator in front (hitch, HAProxy, Caddy), which tells
# each client's address in the PROXY protocol: client.ip is the visitor's, never the terminator's.
# backends.vcl (in vcl_path) names the site's instances: copy backends.example.vcl. secret.vcl
# holds the secret this edge and the site share (EDGE_SECRET): copy secret.example.vcl.
# It keeps one copy of each public page per consent choice, for as long as the page's
# Cache-Control says (s-maxage, stale-while-revalidate), and drops the pages whose
# surrogate keys a publish names (the site sends PURGE with an xkey header). It also counts
# each client's form posts, invitation sends and CEP lookups across every instance (vsthrottle).

import directors;
import std;
import vsthrottle;
import xkey;

include "backends.vcl";
include "secret.vcl";

# Where the site's instances call from, to purge (with the secret too). Edit for their addresses.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  set req.backend_hint = origins.backend();
  # Only this configuration sets it (the query it takes off a page's address); never the client.
  unset req.http.X-Eva-Query;
  # The shared secret, for this request only (secret.vcl): 32 or more of the characters the
  # site's EDGE_SECRET takes, never the placeholder nor an empty one.
  call eva_secret;
  if (req.http.X-Eva-Secret !~ "^[A-Za-z0-9._~-]{32,}$") {
    unset req.http.X-Eva-Secret;
  }

  # Only the site's instances purge: from their addresses (clients come through the TLS
  # terminator with their own, in the PROXY protocol), and with the secret.
  if (req.method == "PURGE") {
    if (client.ip !~ purgers || !req.http.X-Eva-Secret || req.http.X-Eva-Edge != req.http.X-Eva-Secret) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey) {
      return (synth(400, "A PURGE names its surrogate keys in the xkey header"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey);
    return (synth(200, "Purged " + req.http.n-gone + " objects"));
  }

  # A body whose length is told is read whole before the site is asked: one that ends before
  # its Content-Length is the client's failure, not the site's (the connection is closed, where
  # passing it on would answer 503). One over the site's limit (REQUEST_MAX_BYTES,
  # app/constants.ts), or in chunks, goes on as it comes: the site answers 413 after reading
  # and dropping the rest, which a refusal here could not do without cutting the connection.
  if (req.http.Content-Length && std.integer(req.http.Content-Length, 0) <= 65536) {
    if (!std.cache_req_body(64KB)) {
      return (synth(400, "Bad Request"));
    }
  }

  call eva_limits;

  # Who the client is and how it came are this edge's to say, not the client's: the site
  # believes this edge (TRUST_PROXY names it, or the secret proves it, app/requests/). What a
  # client wrote in their place goes; the request's id is this edge's own.
  unset req.http.X-Forwarded-Host;
  unset req.http.X-Eva-Client;
  unset req.http.X-Eva-Edge;
  if (local.socket == "tls") {
    set req.http.X-Forwarded-Proto = "https";
  } else {
    set req.http.X-Forwarded-Proto = "http";
  }
  set req.http.X-Request-Id = req.xid;
  set req.http.X-Eva-Client = client.ip;
  if (req.http.X-Eva-Secret) {
    set req.http.X-Eva-Edge = req.http.X-Eva-Secret;
  }
  unset req.http.X-Eva-Secret;

  # A page's variant is the visitor's consent choice (the origin answers Vary: X-Consent):
  # all, necessary, or none until they choose. Whatever the client sent as X-Consent is replaced.
  # The choice is read exactly as the site reads it, with its expressions (CONSENT_COOKIE_PAIR
  # and CONSENT_COOKIE_CHOICE, app/consent/consent.ts; a test keeps them equal): the first
  # user-consent pair of the Cookie lines, joined as the site joins them, its value undecoded.
  # `%61ll`, `"all"`, `ALL` are no choice here and at the site: a copy kept under a choice is the
  # page rendered for it. No expression here repeats a group: a header of thousands of cookies
  # stays within PCRE's match limit, which would fail the request.
  std.collect(req.http.Cookie, "; ");
  set req.http.X-Consent = "none";
  if (req.http.Cookie ~ "(?:^|;)[ \t]*user-consent[ \t]*=([^;]*)") {
    # What came before the first pair, then `;` and its value: the value is after the last `;`.
    set req.http.X-Consent = regsub(req.http.Cookie, "(?:^|;)[ \t]*user-consent[ \t]*=([^;]*)[\s\S]*$", ";\1");
    if (req.http.X-Consent ~ ";[ \t]*(all|necessary)[ \t]*$") {
      set req.http.X-Consent = regsub(req.http.X-Consent, "^[\s\S]*;[ \t]*(all|necessary)[ \t]*$", "\1");
    } else {
      set req.http.X-Consent = "none";
    }
  }

  # An editor's preview (app/preview/session.server.ts): drafts for one person, never looked
  # up, never kept, cookie, query and all. The site checks the cookie and the Studio's secret;
  # here the cookie's name and the entry and exit addresses are enough.
  if (req.http.Cookie ~ "(^|;\s*)__Secure-eva-preview=" || req.url ~ "^/api/preview-mode/") {
    return (pass);
  }

  # The team's inbox (/equipe, any spelling): one person's session, never looked up, never
  # kept, cookies and all (the site marks every answer there private, no-store).
  if (req.url ~ "(?i)^/+equipe(\.data|/|\?|$)") {
    return (pass);
  }

  # Posts (forms, consent, webhook) go to the site as they came.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  # Every spelling of an address is one address (app/requests/canonical-address.server.ts): the site answers
  # the others, a 301 to the address. Kept here, each spelling would be an object of its own, so
  # what is not plainly in its one spelling goes to the site: plainly is lower case (fingerprinted
  # bundles under /build/ have capitals), no empty, dot or percent-encoded segment, and no slash
  # at the end. The limits above count only these spellings: the site runs no action on another.
  if (regsub(req.url, "\?.*$", "") !~ "^(/|(/[a-z0-9_~!$&'()*+,;=:@-][a-z0-9._~!$&'()*+,;=:@-]*)+|/build(/[A-Za-z0-9_-][A-Za-z0-9._-]*)+)$") {
    return (pass);
  }

  # The pages and their data take no query parameters of their own: tracking parameters
  # (utm_…, fbclid) would only make copies, one per value. Remix's request for some of a page's
  # routes (`?_routes=`) keeps its query: the site answers it privately, and it is not kept.
  if (req.url ~ "\?" && req.url !~ "[?&]_routes=") {
    # Handed on by a redirect to where it sends the visitor (vcl_deliver).
    set req.http.X-Eva-Query = regsub(req.url, "^[^?]*", "");
    set req.url = regsub(req.url, "\?.*$", "");
  }

  # What the copy was chosen by, and nothing else about the visitor, reaches the site: the
  # choice in its one spelling, or no cookie at all. The site renders the copy it is keyed under.
  if (req.http.X-Consent == "none") {
    unset req.http.Cookie;
  } else {
    set req.http.Cookie = "user-consent=" + req.http.X-Consent;
  }
  return (hash);
}

# Per-client limits that hold however many instances there are (docs/decisions/0022): the
# numbers of app/constants.ts (tests/integration/edge-limits.test.ts keeps them equal). A
# post over its limit still goes to the site, marked: the site answers 429 with the page, its
# message and everything the visitor typed. vsthrottle refills a bucket evenly over the
# period, so one more try is possible after period / limit: that is the Retry-After.
# Each counts its address's canonical spellings (app/requests/canonical-address.server.ts), the
# only ones the site runs an action or a lookup on: an environment id or a CEP is one segment,
# percent-encoded only where it must be, not a dot segment, and not `.data` after one
# (`/x/.data`, `/x/..data`). VCL cannot decode, so a few near misses (`x.DATA`, broken UTF-8)
# count too; the site refuses those, and another spelling costs a client nothing.
sub eva_limits {
  # Only this configuration marks a request; a client's own mark would only limit itself.
  unset req.http.X-Edge-Rate-Limited;
  unset req.http.X-Edge-Retry-After;
  # The one segment of a route parameter, as the site spells it.
  set req.http.X-Eva-Param = regsub(req.url, "^/(minha_eva/convite|api/cep)/([^/?]*)(\?.*)?$", "\2");
  if (req.http.X-Eva-Param == req.url || req.http.X-Eva-Param !~ "^([A-Za-z0-9._~!$&'()*+,;=:@-]|%(2[0235F]|3[CEF]|5[B-E]|60|7[B-D]|[89A-F][0-9A-F]))+$" || req.http.X-Eva-Param ~ "^(\.|\.\.|\.{1,3}data)$") {
    unset req.http.X-Eva-Param;
  }
  # The kind of form a post sends (app/domain/form-addresses.ts): the fixed pages' by their
  # address, a campaign page's by the query its form posts with, exactly as the page writes it.
  unset req.http.X-Eva-Form;
  if (req.method == "POST" && req.url ~ "^/projetos(\.data)?(\?|$)") {
    set req.http.X-Eva-Form = "agendamento";
  } elsif (req.method == "POST" && req.url ~ "^/eva-baby(\.data)?(\?|$)") {
    set req.http.X-Eva-Form = "reserva";
  } elsif (req.method == "POST" && req.url ~ "^/[a-z0-9-]+(\.data)?\?formulario=(agendamento|reserva)$") {
    set req.http.X-Eva-Form = regsub(req.url, "^.*=", "");
  }
  if (req.http.X-Eva-Form) {
    # FORM_RATE_LIMIT: 10 per 10 minutes per client and kind of form, across every page with it.
    if (vsthrottle.is_denied("forms " + req.http.X-Eva-Form + " " + client.identity, 10, 600s)) {
      set req.http.X-Edge-Rate-Limited = "forms";
      set req.http.X-Edge-Retry-After = "60";
    }
    unset req.http.X-Eva-Form;
  } elsif (req.method == "POST" && req.url ~ "^/minha_eva/convite/" && req.http.X-Eva-Param) {
    # INVITE_RATE_LIMIT_PER_CLIENT: 5 per 10 minutes per client.
    if (vsthrottle.is_denied("invitations " + client.identity, 5, 600s)) {
      set req.http.X-Edge-Rate-Limited = "invitations";
      set req.http.X-Edge-Retry-After = "120";
    }
  } elsif (req.url ~ "^/api/cep/" && req.http.X-Eva-Param) {
    # CEP_RATE_LIMIT: 30 per minute per client.
    if (vsthrottle.is_denied("cep " + client.identity, 30, 60s)) {
      return (synth(429, "cep"));
    }
  }
  unset req.http.X-Eva-Param;
}

sub vcl_synth {
  if (resp.status == 429 && resp.reason == "cep") {
    # What the site itself answers past the limit: the form then asks for the address.
    set resp.reason = "Too Many Requests";
    set resp.http.Content-Type = "application/json";
    set resp.http.Retry-After = "2";
    set resp.http.RateLimit = {""cep"; r=0; t=2"};
    set resp.body = {"{"found":false}"};
    return (deliver);
  }
  if (resp.status < 400) {
    return (deliver);
  }
  if (resp.status == 503 && req.method == "POST" && req.url ~ "^/((projetos|eva-baby)(\?|$)|[a-z0-9-]+\?formulario=(agendamento|reserva)$)") {
    # A form sent without JavaScript while the site did not answer: in a deploy the connection
    # is refused, so nothing reached it (after a timeout of a site that hangs, it may have).
    # The texts of formMessages.notSent (app/messages/forms.ts). The browser's Back keeps what
    # was typed; the link goes to the form.
    set resp.http.Content-Type = "text/html; charset=utf-8";
    set resp.http.Cache-Control = "no-store";
    set resp.http.Retry-After = "10";
    set resp.body = {"<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Seu pedido não foi enviado</title></head>
<body><main><h1>Seu pedido não foi enviado</h1><p>O site não respondeu agora, talvez por estar sendo atualizado. Volte à página anterior: o que você escreveu continua lá. Depois envie de novo em alguns instantes.</p>
<p><a href=""} + regsub(req.url, "^/([a-z0-9-]+).*$", "/\1") + {"">Voltar ao formulário</a></p></main></body></html>"};
    return (deliver);
  }
  # Any refusal or failure of the edge's own (a refused purge, an origin that did not answer
  # and no copy to give instead) is the site's error page (server/errors.ts), with the
  # texts of messages.error (app/messages/index.ts), not Varnish's English one.
  set resp.http.Content-Type = "text/html; charset=utf-8";
  set resp.http.Cache-Control = "no-store";
  set resp.body = {"<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Algo deu errado</title></head>
<body><main><h1>Algo deu errado</h1><p>Não conseguimos carregar esta página agora. Tente novamente em instantes.</p>
<p><a href="/">Voltar para a página inicial</a></p></main></body></html>"};
  return (deliver);
}

sub vcl_backend_error {
  # The visitor gets a 503 from vcl_synth.
  return (abandon);
}

# One copy per address, whatever the Host: the site answers one name (SITE_URL) and builds
# its pages from it, so a Host of the client's choosing would only make copies of each.
sub vcl_hash {
  hash_data(req.url);
  # A page read over TLS carries HSTS; one read over plain HTTP does not: a copy of each.
  hash_data(req.http.X-Forwarded-Proto);
  return (lookup);
}

sub vcl_backend_fetch {
  unset bereq.http.X-Edge-Retry-After;
  unset bereq.http.X-Eva-Query;
}

sub vcl_backend_response {
  # xkey reads an object's keys from its xkey header: the site's Surrogate-Key.
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # Only what the site marks shareable is kept. Anything else (the redirect to /404 that every
  # unknown address gets, a private page) is not even remembered as not to keep, which would
  # be an object per address for two minutes: the cache holds the site's pages and no more.
  if (beresp.http.Cache-Control !~ "(^|,)\s*public(,|$)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.keep = 0s;
    return (deliver);
  }
}

sub vcl_deliver {
  if (req.http.X-Edge-Rate-Limited && resp.status == 429) {
    # The site counted only its own share of the posts: the edge's count is the one that holds.
    set resp.http.Retry-After = req.http.X-Edge-Retry-After;
    set resp.http.RateLimit = {"""} + req.http.X-Edge-Rate-Limited + {""; r=0; t="} + req.http.X-Edge-Retry-After;
  }
  # A redirect (a campaign page's old address, an ended campaign) keeps no visitor's query, so
  # that one copy serves everyone: the query this edge took off the address goes on to the
  # destination here, whole (its utm_… tags are where the lead's origin is read). The site hands
  # on what reaches it of one, the campaign tags (app/delivery/page-cache.server.ts).
  # Joined, not substituted: the query is the visitor's text, and `\1` in it is no backreference.
  if (req.http.X-Eva-Query && resp.status >= 301 && resp.status <= 308 && resp.http.Location && resp.http.Location !~ "\?") {
    if (resp.http.Location ~ "#") {
      set resp.http.Location = regsub(resp.http.Location, "#.*$", "") + req.http.X-Eva-Query + regsub(resp.http.Location, "^[^#]*", "");
    } else {
      set resp.http.Location = resp.http.Location + req.http.X-Eva-Query;
    }
  }
  # This request's id, not the one of the request that fetched a kept copy.
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  # The keys are for purging here; visitors do not need them.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
