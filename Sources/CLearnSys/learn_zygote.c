#define _GNU_SOURCE
#include "learn_sys.h"

// learn's side of a program's zygote (the scheduled tracer's `tracer_zygote.c`): the socket, a
// request with the run's descriptors, and the zygote's messages.

#ifdef __linux__
#include <errno.h>
#include <string.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/uio.h>

int learn_zygote_pair(int fds[2]) { return socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, fds); }

int learn_zygote_ask(int sock, uint32_t id, const char *environment, size_t length, int out_fd, int wire_fd, int control_fd) {
    // The request: its id, which descriptors follow (bit 0 output, 1 wire, 2 control), then the environment.
    int32_t mask = (out_fd >= 0 ? 1 : 0) | (wire_fd >= 0 ? 2 : 0) | (control_fd >= 0 ? 4 : 0);
    char header[8];
    memcpy(header, &id, 4);
    memcpy(header + 4, &mask, 4);
    struct iovec parts[2] = { { header, sizeof header }, { (void *)environment, length } };
    int fds[3], count = 0;
    if (out_fd >= 0) fds[count++] = out_fd;
    if (wire_fd >= 0) fds[count++] = wire_fd;
    if (control_fd >= 0) fds[count++] = control_fd;
    char control[CMSG_SPACE(3 * sizeof(int))];
    memset(control, 0, sizeof control);
    struct msghdr message = { .msg_iov = parts, .msg_iovlen = 2, .msg_control = control, .msg_controllen = CMSG_SPACE((size_t)count * sizeof(int)) };
    struct cmsghdr *c = CMSG_FIRSTHDR(&message);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN((size_t)count * sizeof(int));
    memcpy(CMSG_DATA(c), fds, (size_t)count * sizeof(int));
    ssize_t sent;
    do { sent = sendmsg(sock, &message, MSG_NOSIGNAL); } while (sent < 0 && errno == EINTR);
    return sent < 0 ? -1 : 0;
}

int learn_zygote_receive(int sock, learn_zygote_message_t *message) {
    ssize_t n;
    do { n = recv(sock, message, sizeof *message, 0); } while (n < 0 && errno == EINTR);
    if (n == 0) return 0;
    if (n != (ssize_t)sizeof *message) return -1;
    return 1;
}
#endif
