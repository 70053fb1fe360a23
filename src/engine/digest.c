/* digest.c -- checksums and message digests of byte streams (see
   digest.h).

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <config.h>

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>

#include "engine/digest.h"
#include "engine/digest-impl.h"
#include "md5.h"
#include "sha1.h"
#include "sha256.h"
#include "sha512.h"
#include "sm3.h"

/* ---- libcrypto, loaded on first use ---- */

/* The few EVP entry points used, with opaque types (SHA-3, SM3 and
   BLAKE2b, which libcrypto offers through EVP only).  */
struct evp
{
  void *(*md_fetch) (void *libctx, char const *name, char const *props);
  void *(*ctx_new) (void);
  void (*ctx_free) (void *ctx);
  int (*init) (void *ctx, void const *md, void *engine);
  int (*update) (void *ctx, void const *p, size_t n);
  int (*final) (void *ctx, unsigned char *out, unsigned int *len);
};

static char const *const evp_symbols[] =
{
  "EVP_MD_fetch", "EVP_MD_CTX_new", "EVP_MD_CTX_free",
  "EVP_DigestInit_ex", "EVP_DigestUpdate", "EVP_DigestFinal_ex"
};

_Static_assert (sizeof evp_symbols / sizeof *evp_symbols
                == sizeof (struct evp) / sizeof (void (*) (void)),
                "one symbol per entry");

/* libcrypto's direct functions for MD5, SHA-1 and SHA-2 (MD5_Init,
   MD5_Update, MD5_Final...): unlike EVP they need no provider set up,
   which costs milliseconds at the first fetch, and they run the same
   assembly code.  The context is opaque here; CTX_BYTES covers the
   largest (SHA512_CTX, 216 bytes).  */
struct direct
{
  int (*init) (void *ctx);
  int (*update) (void *ctx, void const *p, size_t n);
  int (*final) (unsigned char *out, void *ctx);
};

enum { CTX_BYTES = 256 };

static char const *const direct_names[DG_SHA512 + 1] =
{
  [DG_MD5] = "MD5", [DG_SHA1] = "SHA1", [DG_SHA224] = "SHA224",
  [DG_SHA256] = "SHA256", [DG_SHA384] = "SHA384", [DG_SHA512] = "SHA512",
};

/* The names EVP knows the algorithms by, for those not done directly
   (NULL where corebox's own code is used: SHA-3 and BLAKE2b of other
   lengths than 64 bytes; SHA-3 is indexed by length below).  */
enum { EVP_SHA3_224 = DG_SM3 + 1, EVP_SHA3_256, EVP_SHA3_384,
       EVP_SHA3_512, EVP_BLAKE2B_512, EVP_COUNT };
static char const *const evp_names[EVP_COUNT] =
{
  [DG_SM3] = "SM3", [EVP_SHA3_224] = "SHA3-224", [EVP_SHA3_256] = "SHA3-256",
  [EVP_SHA3_384] = "SHA3-384", [EVP_SHA3_512] = "SHA3-512",
  [EVP_BLAKE2B_512] = "BLAKE2B-512",
};

/* What was loaded; written once, by the first dg_prepare or, for MD5,
   by the first stream too long for one buffer (under LOAD_ONCE).  */
static struct
{
  bool loaded;
  void *handle;
  bool have_evp;
  struct evp fn;
  struct direct direct[DG_SHA512 + 1];   /* init NULL if absent */
  void const *md[EVP_COUNT];   /* fetched on demand, NULL if absent */
  bool md_tried[EVP_COUNT];
} crypto;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

/* Look up NAME in libcrypto into *SLOT; false if absent.  */
static bool
find_symbol (char const *name, void (**slot) (void))
{
  void *sym = dlsym (crypto.handle, name);
  *(void **) slot = sym;
  return sym != NULL;
}

static void
load_libcrypto (void)
{
#ifdef COREBOX_STATIC
  /* A static program that dlopens libcrypto gets a second C library
     with it (its own malloc, errno and thread state); the built-in
     functions serve instead.  */
  return;
#endif
  char const *env = getenv ("COREBOX_NO_LIBCRYPTO");
  if (env && *env)
    return;
  crypto.handle = dlopen ("libcrypto.so.3", RTLD_LAZY | RTLD_LOCAL);
  if (!crypto.handle)
    return;
  crypto.loaded = true;
  void (**slot) (void) = (void (**) (void)) &crypto.fn;
  crypto.have_evp = true;
  for (size_t i = 0; i < sizeof evp_symbols / sizeof *evp_symbols; i++)
    crypto.have_evp &= find_symbol (evp_symbols[i], &slot[i]);
  for (int a = DG_MD5; a <= DG_SHA512; a++)
    {
      struct direct d;
      char name[32];
      bool ok = true;
      static char const *const suffix[] = { "Init", "Update", "Final" };
      void (**dslot) (void) = (void (**) (void)) &d;
      for (int k = 0; k < 3; k++)
        {
          snprintf (name, sizeof name, "%s_%s", direct_names[a], suffix[k]);
          ok &= find_symbol (name, &dslot[k]);
        }
      if (ok)
        crypto.direct[a] = d;
    }
}

static void
ensure_libcrypto (void)
{
  pthread_once (&load_once, load_libcrypto);
}

/* The EVP slot that computes SPEC, or -1 (direct functions or own
   code).  */
static int
evp_slot (struct dg_spec const *spec)
{
  switch (spec->algo)
    {
    case DG_SM3:
      return spec->algo;
    case DG_SHA3:
      return (spec->bytes == 28 ? EVP_SHA3_224 : spec->bytes == 32
              ? EVP_SHA3_256 : spec->bytes == 48 ? EVP_SHA3_384
              : EVP_SHA3_512);
    case DG_BLAKE2B:
      /* Own AVX2 code beats libcrypto's, which has no vector code.  */
      return spec->bytes == 64 && !blake2b_vectorised () ? EVP_BLAKE2B_512
             : -1;
    default:
      return -1;
    }
}

/* Does SPEC use libcrypto's direct functions when it is loaded?  */
static bool
uses_direct (struct dg_spec const *spec)
{
  return DG_MD5 <= spec->algo && spec->algo <= DG_SHA512;
}

/* MD5 is loaded lazily: gnulib's code is as fast as libcrypto's for it,
   so a stream that fits in one buffer is not worth the milliseconds
   that loading libcrypto takes.  */
static bool
lazy_load (struct dg_spec const *spec)
{
  return spec->algo == DG_MD5;
}

void
dg_prepare (struct dg_spec const *spec)
{
  int slot = evp_slot (spec);
  if (slot < 0)
    {
      if (spec->algo == DG_CRC || spec->algo == DG_CRC32B)
        (void) dg_crc_impl (spec->algo);
      else if (uses_direct (spec) && !lazy_load (spec))
        ensure_libcrypto ();
      return;
    }
  ensure_libcrypto ();
  if (crypto.have_evp && !crypto.md_tried[slot])
    {
      crypto.md_tried[slot] = true;
      crypto.md[slot] = crypto.fn.md_fetch (NULL, evp_names[slot], NULL);
    }
}

bool
dg_using_libcrypto (void)
{
  return crypto.loaded;
}

int
dg_default_bytes (enum dg_algo algo)
{
  static signed char const bytes[] =
    { 2, 2, 4, 4, 16, 20, 28, 32, 48, 64, 64, 64, 32 };
  return bytes[algo];
}

/* ---- Built-in code ---- */

/* The state of any built-in digest.  */
union builtin
{
  struct md5_ctx md5;
  struct sha1_ctx sha1;
  struct sha256_ctx sha256;
  struct sha512_ctx sha512;
  struct sm3_ctx sm3;
  struct sha3_state sha3;
  struct blake2b_state b2;
};

static void
builtin_begin (union builtin *u, struct dg_spec const *spec)
{
  switch (spec->algo)
    {
    case DG_MD5: md5_init_ctx (&u->md5); break;
    case DG_SHA1: sha1_init_ctx (&u->sha1); break;
    case DG_SHA224: sha224_init_ctx (&u->sha256); break;
    case DG_SHA256: sha256_init_ctx (&u->sha256); break;
    case DG_SHA384: sha384_init_ctx (&u->sha512); break;
    case DG_SHA512: sha512_init_ctx (&u->sha512); break;
    case DG_SM3: sm3_init_ctx (&u->sm3); break;
    case DG_SHA3: sha3_begin (&u->sha3, spec->bytes); break;
    default: blake2b_begin (&u->b2, spec->bytes); break;
    }
}

static void
builtin_add (union builtin *u, enum dg_algo algo, void const *p, size_t n)
{
  switch (algo)
    {
    case DG_MD5: md5_process_bytes (p, n, &u->md5); break;
    case DG_SHA1: sha1_process_bytes (p, n, &u->sha1); break;
    case DG_SHA224: case DG_SHA256:
      sha256_process_bytes (p, n, &u->sha256); break;
    case DG_SHA384: case DG_SHA512:
      sha512_process_bytes (p, n, &u->sha512); break;
    case DG_SM3: sm3_process_bytes (p, n, &u->sm3); break;
    case DG_SHA3: sha3_add (&u->sha3, p, n); break;
    default: blake2b_add (&u->b2, p, n); break;
    }
}

static void
builtin_end (union builtin *u, enum dg_algo algo, unsigned char *out)
{
  switch (algo)
    {
    case DG_MD5: md5_finish_ctx (&u->md5, out); break;
    case DG_SHA1: sha1_finish_ctx (&u->sha1, out); break;
    case DG_SHA224: sha224_finish_ctx (&u->sha256, out); break;
    case DG_SHA256: sha256_finish_ctx (&u->sha256, out); break;
    case DG_SHA384: sha384_finish_ctx (&u->sha512, out); break;
    case DG_SHA512: sha512_finish_ctx (&u->sha512, out); break;
    case DG_SM3: sm3_finish_ctx (&u->sm3, out); break;
    case DG_SHA3: sha3_end (&u->sha3, out); break;
    default: blake2b_end (&u->b2, out); break;
    }
}

/* ---- Reading ---- */

/* Read up to SIZE bytes of FD into BUF, retrying on EINTR.  Returns the
   count, 0 at the end, -1 with errno on failure.  */
static ssize_t
read_some (int fd, unsigned char *buf, size_t size)
{
  for (;;)
    {
      ssize_t n = read (fd, buf, size);
      if (0 <= n || errno != EINTR)
        return n;
    }
}

/* Regular files of MAP_MIN bytes or more are mapped, MAP_WINDOW bytes
   at a time, instead of read: read's copy into the buffer costs as
   much as the CRC itself and a tenth of MD5's time, and a mapping has
   no copy.  Only windows all in memory are mapped (a file still on
   disk is read, for the read-ahead).  Whether to map is asked only once a read has filled the
   buffer, so that small files cost no more system calls than before.  */
enum { MAP_MIN = 1 << 20, MAP_WINDOW = 8 << 20 };

/* Where the bytes of one stream come from.  */
struct src
{
  int fd;
  unsigned char *buf;       /* the caller's scratch buffer */
  size_t bufsize;
  uintmax_t taken;          /* bytes read so far */
  bool probed;              /* was mapping considered? */
  bool mapped;              /* windows of [POS, END) still to come */
  off_t pos, end;
};

/* The window of this thread's stream that is mapped now, where a bus
   error in it (the file shrank under the mapping) jumps to, and the
   offset at which that stream began.  */
static __thread struct
{
  char *addr;
  size_t len;
  sigjmp_buf *jump;
  off_t start;
} bus;

static struct sigaction bus_old;   /* the action before ours */

/* A bus error in this thread's window leaves the stream; any other is
   handled as it would have been without us.  */
static void
on_bus_error (int sig, siginfo_t *info, void *context)
{
  (void) context;
  char *at = info->si_addr;
  if (bus.jump && bus.addr && bus.addr <= at && at < bus.addr + bus.len)
    siglongjmp (*bus.jump, 1);
  sigaction (sig, &bus_old, NULL);
  raise (sig);
}

/* SA_NODEFER: the jump out of the handler needs no saved signal mask
   to unblock SIGBUS again.  */
static void
install_bus_handler (void)
{
  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = on_bus_error;
  sa.sa_flags = SA_SIGINFO | SA_NODEFER;
  sigemptyset (&sa.sa_mask);
  sigaction (SIGBUS, &sa, &bus_old);
}

static pthread_once_t bus_once = PTHREAD_ONCE_INIT;

/* Start S on FD, read through BUF (BUFSIZE bytes).  */
static void
src_begin (struct src *s, int fd, unsigned char *buf, size_t bufsize)
{
  memset (s, 0, sizeof *s);
  s->fd = fd;
  s->buf = buf;
  s->bufsize = bufsize;
}

/* S has filled its buffer: map the rest when FD is a regular file with
   at least MAP_MIN bytes after its offset.  */
static void
src_probe (struct src *s)
{
  struct stat st;
  s->probed = true;
  if (fstat (s->fd, &st) != 0 || !S_ISREG (st.st_mode)
      || st.st_size < MAP_MIN)
    return;
  s->pos = lseek (s->fd, 0, SEEK_CUR);
  s->end = st.st_size;
  if (s->pos < 0 || s->end - s->pos < MAP_MIN)
    return;
  pthread_once (&bus_once, install_bus_handler);
  bus.start = s->pos - s->taken;
  s->mapped = true;
}

/* Drop this thread's window, if any.  */
static void
unmap_window (void)
{
  if (bus.addr)
    munmap (bus.addr, bus.len);
  bus.addr = NULL;
}

/* Are all LEN bytes mapped at ADDR in memory already?  A window still
   partly on disk is better read: populating a mapping waits for each
   page in turn, while reads keep the kernel's read-ahead going.  */
static bool
resident (void *addr, size_t len, long page)
{
  unsigned char vec[MAP_WINDOW / 4096];
  size_t pages = (len + page - 1) / page;
  if (sizeof vec < pages || mincore (addr, len, vec) != 0)
    return false;
  for (size_t i = 0; i < pages; i++)
    if (!(vec[i] & 1))
      return false;
  return true;
}

/* Map S's next window into *P, *N.  Returns 0; or -1 when mmap fails or
   the window is not all in memory, S then reading from its position
   on; or the errno of a failed seek.  */
static int
map_next (struct src *s, unsigned char const **p, size_t *n)
{
  static long page;
  if (!page)
    page = sysconf (_SC_PAGESIZE);
  off_t start = s->pos - s->pos % page;
  size_t len = s->end - start < MAP_WINDOW ? s->end - start : MAP_WINDOW;
  void *addr = mmap (NULL, len, PROT_READ, MAP_PRIVATE, s->fd, start);
  if (addr != MAP_FAILED && !resident (addr, len, page))
    {
      munmap (addr, len);
      addr = MAP_FAILED;
    }
  if (addr == MAP_FAILED)
    {
      s->mapped = false;
      return lseek (s->fd, s->pos, SEEK_SET) < 0 ? errno : -1;
    }
#ifdef MADV_POPULATE_READ
  /* All page-table entries at once rather than a fault per few pages
     (an older kernel refuses: the faults then do it).  */
  madvise (addr, len, MADV_POPULATE_READ);
#endif
  bus.addr = addr;
  bus.len = len;
  *p = (unsigned char const *) addr + (s->pos - start);
  *n = len - (s->pos - start);
  s->pos = start + len;
  return 0;
}

/* Read into S's buffer, as much as one read gives (FULL false) or
   until it is full or the end comes (FULL true); *P and *N as
   src_next's.  */
static int
src_read (struct src *s, bool full, unsigned char const **p, size_t *n)
{
  size_t got = 0;
  do
    {
      ssize_t k = read_some (s->fd, s->buf + got, s->bufsize - got);
      if (k < 0)
        return errno;
      if (k == 0)
        break;
      got += k;
    }
  while (full && got < s->bufsize);
  s->taken += got;
  *p = s->buf;
  *n = got;
  if (got == s->bufsize && !s->probed)
    src_probe (s);
  return 0;
}

/* The next bytes of S into *P and *N (0 at the end).  Returns 0 or an
   errno.  After the mapped part, FD is moved past it and read to its
   end, which also takes what was appended meanwhile.  */
static int
src_next (struct src *s, unsigned char const **p, size_t *n)
{
  unmap_window ();
  if (s->mapped && s->pos < s->end)
    {
      int err = map_next (s, p, n);
      if (0 <= err)
        return err;
    }
  else if (s->mapped)
    {
      s->mapped = false;
      if (lseek (s->fd, s->end, SEEK_SET) < 0)
        return errno;
    }
  return src_read (s, false, p, n);
}

/* The 16-bit sums (sum -r and sum -s, cksum -a bsd and sysv).  */
static int
hash_sum16 (struct src *in, bool bsd, struct dg_result *res)
{
  uint32_t checksum = 0;
  uint64_t s = 0;
  uintmax_t total = 0;
  unsigned char const *buf;
  size_t n;
  int err;
  while (!(err = src_next (in, &buf, &n)) && n)
    {
      if (bsd)
        for (size_t i = 0; i < n; i++)
          {
            checksum = ((checksum & 1) << 15) | (checksum >> 1);

            checksum = (checksum + buf[i]) & 0xffff;
          }
      else
        for (size_t i = 0; i < n; i++)
          s += buf[i];
      total += n;
    }
  if (err)
    return err;
  if (!bsd)
    {
      /* System V folds the 32-bit sum of the bytes into 16 bits.  */
      uint32_t s32 = s;
      uint32_t r = (s32 & 0xffff) + (s32 >> 16);
      checksum = (r & 0xffff) + (r >> 16);
    }
  res->sum = checksum;
  res->length = total;
  return 0;
}

/* The CRCs.  cksum's also covers the length, least significant byte
   first, as many bytes as it has, then the register is inverted.  */
static int
hash_crc (struct src *in, bool posix, struct dg_result *res)
{
  uint32_t crc = posix ? 0 : 0xFFFFFFFF;
  uintmax_t total = 0;
  unsigned char const *buf;
  size_t n;
  int err;
  while (!(err = src_next (in, &buf, &n)) && n)
    {
      crc = posix ? dg_crc_posix (crc, buf, n) : dg_crc32b (crc, buf, n);
      total += n;
    }
  if (err)
    return err;
  if (posix)
    {
      unsigned char lenbytes[sizeof total];
      size_t k = 0;
      for (uintmax_t t = total; t; t >>= 8)
        lenbytes[k++] = t;
      crc = dg_crc_posix (crc, lenbytes, k);
    }
  res->sum = ~crc;
  res->length = total;
  return 0;
}

/* One running cryptographic digest, by whichever code computes it.  */
struct hasher
{
  enum { BY_BUILTIN, BY_DIRECT, BY_EVP } by;
  enum dg_algo algo;
  struct direct const *direct;
  void *evp;
  union
  {
    union builtin builtin;
    max_align_t align;
    unsigned char ctx[CTX_BYTES];
  } u;
};

/* Start H on SPEC, with libcrypto if LIB, it is loaded and has SPEC
   (LIB false: the calling thread may not have synchronised with the
   loading).  Returns 0, or ENOMEM when libcrypto cannot make a
   context.  */
static int
hasher_begin (struct hasher *h, struct dg_spec const *spec, bool lib)
{
  h->algo = spec->algo;
  int slot = lib ? evp_slot (spec) : -1;
  if (lib && uses_direct (spec) && crypto.direct[spec->algo].init)
    {
      h->by = BY_DIRECT;
      h->direct = &crypto.direct[spec->algo];
      h->direct->init (h->u.ctx);
    }
  else if (0 <= slot && crypto.md[slot])
    {
      h->by = BY_EVP;
      h->evp = crypto.fn.ctx_new ();
      if (!h->evp || !crypto.fn.init (h->evp, crypto.md[slot], NULL))
        {
          crypto.fn.ctx_free (h->evp);
          return ENOMEM;
        }
    }
  else
    {
      h->by = BY_BUILTIN;
      builtin_begin (&h->u.builtin, spec);
    }
  return 0;
}

static void
hasher_add (struct hasher *h, void const *p, size_t n)
{
  switch (h->by)
    {
    case BY_DIRECT: h->direct->update (h->u.ctx, p, n); break;
    case BY_EVP: crypto.fn.update (h->evp, p, n); break;
    default: builtin_add (&h->u.builtin, h->algo, p, n); break;
    }
}

/* Finish H, storing the digest at OUT when OUT is not NULL.  */
static void
hasher_end (struct hasher *h, unsigned char *out)
{
  unsigned char scratch[DG_MAX_BYTES];
  unsigned int len;
  switch (h->by)
    {
    case BY_DIRECT: h->direct->final (out ? out : scratch, h->u.ctx); break;
    case BY_EVP:
      if (out)
        crypto.fn.final (h->evp, out, &len);
      crypto.fn.ctx_free (h->evp);
      break;
    default:
      if (out)
        builtin_end (&h->u.builtin, h->algo, out);
      break;
    }
}

/* The cryptographic digests.  */
static int
hash_crypto (struct src *in, struct dg_spec const *spec,
             struct dg_result *res)
{
  unsigned char const *p = NULL;
  size_t got = 0;
  bool eof = false;
  if (lazy_load (spec))
    {
      int err = src_read (in, true, &p, &got);
      if (err)
        return err;
      eof = got < in->bufsize;
      if (!eof)
        ensure_libcrypto ();
    }
  struct hasher h;
  int err = hasher_begin (&h, spec, !eof);
  if (err)
    return err;
  if (got)
    hasher_add (&h, p, got);
  uintmax_t total = got;
  while (!eof)
    {
      size_t n;
      err = src_next (in, &p, &n);
      if (err || !n)
        break;
      hasher_add (&h, p, n);
      total += n;
    }
  hasher_end (&h, err ? NULL : res->digest);
  res->length = total;
  return err;
}

/* Hash the stream S as SPEC says; dg_hash_fd's result.  */
static int
hash_src (struct src *in, struct dg_spec const *spec, struct dg_result *res)
{
  switch (spec->algo)
    {
    case DG_BSD: case DG_SYSV:
      return hash_sum16 (in, spec->algo == DG_BSD, res);
    case DG_CRC: case DG_CRC32B:
      return hash_crc (in, spec->algo == DG_CRC, res);
    default:
      return hash_crypto (in, spec, res);
    }
}

int
dg_hash_fd (int fd, struct dg_spec const *spec, struct dg_result *res,
            unsigned char *buf, size_t bufsize)
{
  struct src in;
  src_begin (&in, fd, buf, bufsize);
  /* When the file shrinks under a mapping, its stream is hashed again
     from its start by reading, which gives what a reader would have
     seen (a digest context of libcrypto's EVP is lost then).  Armed
     for every stream, as no mask is saved: it costs no system call.  */
  sigjmp_buf jump;
  if (sigsetjmp (jump, 0))
    {
      bus.jump = NULL;
      unmap_window ();
      if (lseek (fd, bus.start, SEEK_SET) < 0)
        return errno;
      struct src again;
      src_begin (&again, fd, buf, bufsize);
      again.probed = true;
      return hash_src (&again, spec, res);
    }
  bus.jump = &jump;
  int err = hash_src (&in, spec, res);
  bus.jump = NULL;
  unmap_window ();
  return err;
}
